import Testing
@testable import FitTodayDomain

/// The one load policy: a lift steps and rounds the same in a program and in a composed plan.
@Suite struct LoadPolicyTests {
    let deadlift = Exercise(id: "levantamento-terra", name: "Levantamento terra", muscleGroup: .back, equipment: .fullGym, tags: ["compound"])
    let legPress = Exercise(id: "leg-press-45", name: "Leg press 45°", muscleGroup: .legs, equipment: .fullGym)
    let bench = Exercise(id: "supino-reto-com-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym)

    func entry(_ id: String, _ reps: [Int], _ kg: Double) -> ExerciseLogEntry {
        let sets = reps.enumerated().map { LoggedSet(exerciseID: id, setNumber: $0.offset + 1, reps: $0.element, weightKg: kg) }
        return ExerciseLogEntry(sessionID: 1, completedAt: LocalDateTime("2026-11-19 07:00:00")!, sets: sets)
    }

    func item(_ exercise: Exercise, reps: Int) -> PlanExercise {
        PlanExercise(exerciseID: exercise.id, exerciseName: exercise.name, sets: 3, reps: reps, restSeconds: 120)
    }

    @Test func aMachineInAComposedPlanStepsByTheMachineStep() {
        let prescriber = LoadPrescriber(settings: LoadSettings(machineStepKg: 5))
        let done = [entry(legPress.id, [10, 10, 10], 100)]
        let result = prescriber.prescription(for: item(legPress, reps: 10), exercise: legPress, history: done, soreness: 0)
        #expect(result.targetWeightKg == 105)
        #expect(result.reason == "+5 kg: 3 × 10 completas em 19/11")
    }

    @Test func theDeadliftStepsFiveKilogramsInAComposedPlan() {
        let done = [entry(deadlift.id, [5, 5, 5], 100)]
        let result = LoadPrescriber().prescription(for: item(deadlift, reps: 5), exercise: deadlift, history: done, soreness: 0)
        #expect(result.targetWeightKg == 105)
        var pounds = LoadSettings()
        pounds.unit = .lb
        let inPounds = LoadPrescriber(settings: pounds).prescription(
            for: item(deadlift, reps: 5), exercise: deadlift, history: [entry(deadlift.id, [5, 5, 5], WeightUnit.lb.kilograms(225))], soreness: 0)
        #expect(inPounds.targetWeightKg.map { WeightUnit.lb.value(fromKilograms: $0) }.map { ($0 * 1000).rounded() / 1000 } == 235)
    }

    @Test func theLightestLoadIsTheBarForABarbellAndOneStepOtherwise() {
        let policy = LoadPolicy(settings: LoadSettings(barKg: 15, machineStepKg: 5))
        #expect(policy.load(4, for: .barbell) == 15)
        #expect(policy.minimumLoad(for: .barbell) == 15)
        #expect(policy.load(1, for: .other) == 5)
        #expect(policy.load(1, for: .dumbbell) == 2)
        #expect(policy.load(62.4, for: .other) == 60 && policy.load(62.5, for: .other) == 65)
        let owned = LoadPolicy(settings: LoadSettings(platesKg: [20, 10, 5]))
        #expect(owned.load(72, for: .barbell) == 70) // pairs of 5 kg: 70 or 80
        // A composed plan's target goes to the plates owned too: 60 + 5 = 65, a tie between 60 and 70, up.
        #expect(LoadPrescriber(settings: LoadSettings(platesKg: [20, 10, 5])).prescription(
            for: item(deadlift, reps: 5), exercise: deadlift, history: [entry(deadlift.id, [5, 5, 5], 60)], soreness: 0).targetWeightKg == 70)
    }

    @Test func twoSmallStepsMakeOneStepOnTheBar() throws {
        let text = """
        program: Passos pequenos
        program en: Small steps
        about: Teste.
        about en: Test.
        for: Teste.
        for en: Test.
        days per week: 3
        equipment: full-gym
        source: teste
        source en: test

        lift Supino reto com barra
          progress: linear; add 1.25 kg; deload 10% after 3 failures

        day A
          Supino reto com barra: 3x5
        """
        let program = try ProgramParser.parse(text, id: "small", file: "small.txt", matcher: ExerciseMatcher(exercises: [bench]))
        for unit in [WeightUnit.kg, .lb] {
            let run = ProgramRun(programID: "small", startedOn: LocalDate("2026-11-02")!, startWeightsKg: [bench.id: unit.kilograms(unit == .kg ? 60 : 135)])
            var settings = LoadSettings()
            settings.unit = unit
            let engine = ProgramEngine(program: program, run: run, exercises: [bench.id: bench], settings: settings, locale: .ptBR)
            var sessions: [ProgramSession] = []
            var shown: [Double] = []
            for day in 0..<4 {
                let state = engine.state(after: sessions)
                let load = try #require(engine.prescribe(program.position(ofDay: day), state: state)[0].sets.first?.weightKg)
                shown.append((unit.value(fromKilograms: load) * 100).rounded() / 100)
                let sets = (1...3).map { LoggedSet(exerciseID: bench.id, setNumber: $0, reps: 5, weightKg: load) }
                sessions.append(ProgramSession(sessionID: Int64(day + 1), dayIndex: day,
                                               completedAt: LocalDateTime("2026-11-0\(day + 2) 07:00:00")!, status: .completed, sets: sets))
            }
            if unit == .kg {
                // 60, 61.25 (a tie, up to 62.5), 62.5, 63.75 (up to 65): two +1.25 kg steps are one +2.5 kg on the bar.
                #expect(shown == [60, 62.5, 62.5, 65])
                #expect(engine.state(after: sessions).lifts["Supino reto com barra"]?.weightKg == 65)
            } else {
                // +1.25 kg is +2.5 lb, half of what 2.5 lb plates make: 135, 137.5 (up to 140), 140, 142.5 (up to 145).
                #expect(shown == [135, 140, 140, 145])
            }
        }
    }
}
