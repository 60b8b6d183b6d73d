import FitTodayDomain
import Testing

/// Loads for a person who lifts in pounds: a pound gym's bar, plates and steps, the result kept in kilograms.
@Suite struct PoundLoadsTests {
    let bench = Exercise(id: "supino-reto-com-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym, level: .beginner, tags: ["compound"])
    let squat = Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym, level: .intermediate, tags: ["compound"])

    var pounds: LoadSettings {
        var settings = LoadSettings()
        settings.unit = .lb
        return settings
    }

    func lb(_ kilograms: Double?) -> String? { kilograms.map { WeightText.number($0, .lb, .en) } }

    func entry(_ id: String, _ reps: [Int], pounds: Double) -> ExerciseLogEntry {
        let sets = reps.enumerated().map { LoggedSet(exerciseID: id, setNumber: $0.offset + 1, reps: $0.element, weightKg: WeightUnit.lb.kilograms(pounds)) }
        return ExerciseLogEntry(sessionID: 1, completedAt: LocalDateTime("2026-11-19 07:00:00")!, sets: sets)
    }

    @Test func plateMathWorksInPounds() {
        let plates = PlateMath(barKg: PoundGym.barLb, platesKg: PoundGym.platesLb)
        #expect(plates.nearestLoad(to: 228) == 230)
        #expect(plates.nearestLoad(to: 226) == 225)
        #expect(plates.nearestLoad(to: 30) == 45)
        #expect(plates.platesPerSide(for: 225) == [45, 45])
        #expect(plates.platesPerSide(for: 185) == [45, 25])
        #expect(plates.platesPerSide(for: 140) == [45, 2.5])
        #expect(pounds.barLoadKg == WeightUnit.lb.kilograms(45) && pounds.platesInUnit.plates == PoundGym.platesLb)
    }

    @Test func stepsAreFivePoundsUpAndTenDown() {
        let prescriber = LoadPrescriber(settings: pounds, locale: .en)
        let item = PlanExercise(exerciseID: bench.id, exerciseName: bench.name, sets: 3, reps: 5, restSeconds: 120)
        let up = prescriber.prescription(for: item, exercise: bench, history: [entry(bench.id, [5, 5, 5], pounds: 225)], soreness: 0)
        #expect(lb(up.targetWeightKg) == "230")
        #expect(up.reason == "+5 lb: 3 × 5 done on 11/19")
        let legs = PlanExercise(exerciseID: squat.id, exerciseName: squat.name, sets: 3, reps: 5, restSeconds: 120)
        let down = prescriber.prescription(for: legs, exercise: squat, history: [entry(squat.id, [5, 5, 5], pounds: 315)], soreness: 0)
        #expect(lb(down.targetWeightKg) == "325")
        // The warm-up starts at the 45 lb bar and every step is a load the pound plates make.
        let ramp = prescriber.warmupRamp(to: WeightUnit.lb.kilograms(325))
        #expect(lb(ramp.first?.weightKg) == "45")
        for set in ramp { #expect(Double(lb(set.weightKg) ?? "")!.truncatingRemainder(dividingBy: 5) == 0) }
    }
}
