import FitTodayDomain
import Testing

/// Linear progression with a stall rule, rounded to what can be loaded, each number with its reason.
@Suite struct LoadPrescriberTests {
    let prescriber = LoadPrescriber()
    let bench = Exercise(id: "supino-reto-com-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym, level: .beginner, tags: ["compound"])
    let squat = Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym, level: .intermediate, tags: ["compound"])
    let curl = Exercise(id: "rosca-alternada-com-halteres", name: "Rosca alternada com halteres", muscleGroup: .arms, equipment: .home, level: .beginner)
    let pullUp = Exercise(id: "barra-fixa", name: "Barra fixa", muscleGroup: .back, equipment: .fullGym, level: .intermediate)
    let pushUp = Exercise(id: "flexao", name: "Flexão de braços", muscleGroup: .chest, equipment: .bodyweight, level: .beginner)

    func entry(_ id: String, _ date: String, _ reps: [Int], _ kg: Double?, warmup: [Int] = []) -> ExerciseLogEntry {
        var sets = warmup.enumerated().map { LoggedSet(exerciseID: id, setNumber: $0.offset + 1, reps: $0.element, weightKg: 20, kind: .warmup) }
        sets += reps.enumerated().map { LoggedSet(exerciseID: id, setNumber: warmup.count + $0.offset + 1, reps: $0.element, weightKg: kg) }
        return ExerciseLogEntry(sessionID: Int64(date.hashValue & 0xffff), completedAt: LocalDateTime("\(date) 07:00:00")!, sets: sets)
    }

    func item(_ exercise: Exercise, sets: Int = 4, reps: Int = 8) -> PlanExercise {
        PlanExercise(exerciseID: exercise.id, exerciseName: exercise.name, sets: sets, reps: reps, restSeconds: 120)
    }

    @Test func everySetCompleteAddsOneStep() {
        let history = [entry(bench.id, "2026-11-19", [8, 8, 8, 8], 60), entry(bench.id, "2026-11-15", [8, 8, 8, 8], 60)]
        let result = prescriber.prescription(for: item(bench), exercise: bench, history: history, soreness: 0)
        #expect(result.targetWeightKg == 62.5)
        #expect(result.reason == "+2,5 kg: 4 × 8 completas em 19/11")
        #expect(result.last?.completedAt.date == LocalDate("2026-11-19"))
        #expect(result.last?.sets.map(\.reps) == [8, 8, 8, 8])
    }

    @Test func shortOfTheRepsKeepsTheLoadAndTwiceInARowDeloads() {
        let once = [entry(bench.id, "2026-11-19", [8, 8, 7, 6], 60), entry(bench.id, "2026-11-15", [8, 8, 8, 8], 57.5)]
        let same = prescriber.prescription(for: item(bench), exercise: bench, history: once, soreness: 0)
        #expect(same.targetWeightKg == 60)
        #expect(same.reason == "mesma carga: 8, 8, 7, 6 em 19/11")
        let twice = [entry(bench.id, "2026-11-19", [8, 8, 7, 6], 60), entry(bench.id, "2026-11-15", [8, 7, 7, 6], 60)]
        let deload = prescriber.prescription(for: item(bench), exercise: bench, history: twice, soreness: 0)
        #expect(deload.targetWeightKg == 55) // 90% of 60 = 54, rounded to the nearest 2.5
        #expect(deload.reason == "−10%: abaixo de 8 repetições em 15/11 e 19/11")
    }

    @Test func stepsFollowTheImplementAndTheBodyPart() {
        let squatDone = [entry(squat.id, "2026-11-19", [5, 5, 5], 100)]
        #expect(prescriber.prescription(for: item(squat, reps: 5), exercise: squat, history: squatDone, soreness: 0).targetWeightKg == 105)
        let curlDone = [entry(curl.id, "2026-11-19", [12, 12, 12], 12)]
        #expect(prescriber.prescription(for: item(curl, reps: 12), exercise: curl, history: curlDone, soreness: 0).targetWeightKg == 14)
        let custom = LoadPrescriber(settings: LoadSettings(barbellIncrementKg: 1, dumbbellStepKg: 2.5))
        #expect(custom.prescription(for: item(curl, reps: 12), exercise: curl, history: curlDone, soreness: 0).targetWeightKg == 15)
        #expect(LoadImplement(exercise: pullUp) == .other)
        #expect(LoadImplement(exercise: bench) == .barbell && LoadImplement(exercise: curl) == .dumbbell)
    }

    @Test func warmUpsAreNotWorkingSets() {
        let history = [entry(bench.id, "2026-11-19", [8, 8, 8, 8], 60, warmup: [10, 5])]
        let result = prescriber.prescription(for: item(bench), exercise: bench, history: history, soreness: 0)
        #expect(result.targetWeightKg == 62.5)
        #expect(result.last?.sets.count == 4)
    }

    @Test func sorenessThatLowersSetsKeepsTheLoad() {
        let history = [entry(bench.id, "2026-11-19", [8, 8, 8, 8], 60)]
        let result = prescriber.prescription(for: item(bench), exercise: bench, history: history, soreness: 5)
        #expect(result.targetWeightKg == 60)
        #expect(result.reason == "mesma carga: dor 5/10 hoje")
    }

    @Test func withoutWeightedHistoryThereIsAHintAndNoTarget() {
        let none = prescriber.prescription(for: item(bench), exercise: bench, history: [], soreness: 0)
        #expect(none.targetWeightKg == nil && none.last == nil)
        #expect(none.reason == "Escolha uma carga que deixe pelo menos 2 repetições sobrando.")
        let bodyweight = prescriber.prescription(for: item(pushUp, reps: 12), exercise: pushUp, history: [entry(pushUp.id, "2026-11-19", [12, 12], nil)], soreness: 0)
        #expect(bodyweight.targetWeightKg == nil && bodyweight.reason == nil)
        #expect(bodyweight.last?.sets.count == 2)
        let english = LoadPrescriber(locale: .en).prescription(for: item(bench), exercise: bench, history: [entry(bench.id, "2026-11-19", [8, 8, 8, 8], 60)], soreness: 0)
        #expect(english.reason == "+2.5 kg: 4 × 8 done on 11/19")
    }

    @Test func theFirstBarbellCompoundLiftOf40KgOrMoreGetsAWarmUpRamp() {
        let plan = Plan(name: "Treino A", createdAt: LocalDateTime("2026-11-20 07:00:00")!, source: .manual, exercises: [
            item(curl, reps: 12), item(bench), item(squat, reps: 5),
        ])
        let history = [
            curl.id: [entry(curl.id, "2026-11-19", [12, 12, 12], 12)],
            bench.id: [entry(bench.id, "2026-11-19", [8, 8, 8, 8], 60)],
            squat.id: [entry(squat.id, "2026-11-19", [5, 5, 5], 100)],
        ]
        let all = prescriber.prescriptions(for: plan, exercises: [curl.id: curl, bench.id: bench, squat.id: squat], history: history, soreness: 0)
        #expect(all.map(\.targetWeightKg) == [14, 62.5, 105])
        #expect(all[0].warmup.isEmpty && all[2].warmup.isEmpty)
        #expect(all[1].warmup == [WarmupSet(reps: 10, weightKg: 20), WarmupSet(reps: 8, weightKg: 25), WarmupSet(reps: 5, weightKg: 37.5), WarmupSet(reps: 3, weightKg: 50)])
        // The same inputs give the same numbers.
        #expect(prescriber.prescriptions(for: plan, exercises: [curl.id: curl, bench.id: bench, squat.id: squat], history: history, soreness: 0) == all)
    }

    @Test func kilogramsReadTheLocalesWay() {
        #expect(WeightText.number(62.5, .kg, .ptBR) == "62,5" && WeightText.number(62.5, .kg, .en) == "62.5")
        #expect(WeightText.number(60, .kg, .ptBR) == "60" && WeightText.number(61.23, .kg, .ptBR) == "61,23")
    }
}
