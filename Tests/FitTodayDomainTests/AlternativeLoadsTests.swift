import FitTodayDomain
import Testing

/// Each alternative's load and its reason (issue 52): its own history, an estimate through the ratio table, none, a
/// bodyweight exercise's reps, and pounds.
@Suite struct AlternativeLoadsTests {
    struct History: ExercisePerformanceRepository {
        var entries: [String: [ExerciseLogEntry]] = [:]
        func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] {
            entries.filter { exerciseIDs.contains($0.key) }.mapValues { Array($0.prefix(limit)) }
        }
    }

    let bench = Exercise(id: "supino-reto-com-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym,
                         level: .beginner, tags: ["compound"], role: .main, pattern: .horizontalPush, implement: .barbell)
    let dumbbellBench = Exercise(id: "supino-reto-com-halteres", name: "Supino reto com halteres", muscleGroup: .chest, equipment: .home,
                                 level: .beginner, role: .secondary, pattern: .horizontalPush, implement: .dumbbell)
    let pushUp = Exercise(id: "flexao-de-bracos", name: "Flexão de braços", muscleGroup: .chest, equipment: .bodyweight,
                          level: .beginner, role: .secondary, pattern: .horizontalPush, implement: .bodyweight)
    let band = Exercise(id: "supino-com-elastico", name: "Supino com elástico", muscleGroup: .chest, equipment: .home,
                        level: .beginner, role: .secondary, pattern: .horizontalPush, implement: .band)
    let item = PlanExercise(exerciseID: "supino-reto-com-barra", exerciseName: "Supino reto com barra", sets: 3, reps: 8, restSeconds: 120)
    let today = LocalDate("2026-12-02")!

    func prescriber(_ history: History = History(), unit: WeightUnit = .kg, locale: AppLocale = .ptBR) -> PrescribeAlternativeLoads {
        var settings = LoadSettings()
        settings.unit = unit
        return PrescribeAlternativeLoads(performances: history, settings: settings, locale: locale)
    }

    func entry(_ id: String, _ reps: [Int], _ kg: Double?) -> ExerciseLogEntry {
        ExerciseLogEntry(sessionID: 7, completedAt: LocalDateTime("2026-11-28 07:00:00")!,
                         sets: reps.enumerated().map { LoggedSet(exerciseID: id, setNumber: $0.offset + 1, reps: $0.element, weightKg: kg) })
    }

    @Test func fromItsOwnHistoryByTheOnePrescriber() throws {
        let history = History(entries: [dumbbellBench.id: [entry(dumbbellBench.id, [8, 8, 8], 24)]])
        let offered = try prescriber(history)([dumbbellBench], for: item, planned: bench, plannedLoad: LoadPrescription(targetWeightKg: 80), on: today, soreness: 0)
        let load = try #require(offered.first?.load)
        #expect(load.kind == .history)
        #expect(load.targetWeightKg == 26)
        #expect(load.reason == "+2 kg: 3 × 8 completas em 28/11")
        // The same number the plan's own prescriber gives for that history.
        var own = item
        own.exerciseID = dumbbellBench.id
        #expect(LoadPrescriber().prescription(for: own, exercise: dumbbellBench, history: history.entries[dumbbellBench.id]!, soreness: 0).targetWeightKg == 26)
    }

    @Test func anEstimateThroughTheRatioTableSaysItIsOne() throws {
        let load = try #require(try prescriber()([dumbbellBench], for: item, planned: bench, plannedLoad: LoadPrescription(targetWeightKg: 80), on: today, soreness: 0).first?.load)
        #expect(load.kind == .estimate)
        #expect(load.targetWeightKg == 32, "0.4 × 80 kg, per dumbbell, rounded to the 2 kg dumbbell step")
        #expect(load.reason == "estimativa: 0,4 × Supino reto com barra de hoje (80 kg), por halter")
        #expect(LoadRatioTable.ratio(from: bench, to: dumbbellBench) == 0.4)
        #expect(LoadRatioTable.ratio(from: dumbbellBench, to: bench) == 2.5, "a row read backwards")
        let english = try #require(try prescriber(locale: .en)([dumbbellBench], for: item, planned: bench, plannedLoad: LoadPrescription(targetWeightKg: 80), on: today, soreness: 0).first?.load)
        #expect(english.reason == "estimate: 0.4 × today's Supino reto com barra (80 kg), per dumbbell")
    }

    @Test func aProgramDaysLoadIsItsHeaviestMainSet() throws {
        let day = LoadPrescription(sets: [
            PrescribedSet(kind: .warmup, reps: 5, weightKg: 40), PrescribedSet(kind: .working, reps: 5, weightKg: 70),
            PrescribedSet(kind: .amrap, reps: 5, weightKg: 75),
        ])
        let load = try #require(try prescriber()([dumbbellBench], for: item, planned: bench, plannedLoad: day, on: today, soreness: 0).first?.load)
        #expect(load.targetWeightKg == 30, "0.4 × 75 kg")
    }

    @Test func noHistoryAndNoRatioGivesTheFirstTimeAdvice() throws {
        let load = try #require(try prescriber()([band], for: item, planned: bench, plannedLoad: LoadPrescription(targetWeightKg: 80), on: today, soreness: 0).first?.load)
        #expect(load.kind == .firstTime && load.targetWeightKg == nil)
        #expect(load.reason == "Escolha uma carga que deixe pelo menos 2 repetições sobrando.")
        // Without today's load, no estimate either.
        let unknown = try #require(try prescriber()([dumbbellBench], for: item, planned: bench, plannedLoad: LoadPrescription(), on: today, soreness: 0).first?.load)
        #expect(unknown.kind == .firstTime)
    }

    @Test func aBodyweightAlternativeShowsItsReps() throws {
        let load = try #require(try prescriber()([pushUp], for: item, planned: bench, plannedLoad: LoadPrescription(targetWeightKg: 80), on: today, soreness: 0).first?.load)
        #expect(load.kind == .bodyweight && load.targetWeightKg == nil)
        #expect(load.work == "8")
        #expect(load.reason == "peso do corpo: 8 por série, como o planejado")
    }

    @Test func inPoundsTheEstimateRoundsToAPoundGym() throws {
        // 185 lb × 0.4 = 74 lb, to the 5 lb step: 75 lb.
        let planned = WeightUnit.lb.kilograms(185)
        let load = try #require(try prescriber(unit: .lb, locale: .en)([dumbbellBench], for: item, planned: bench,
                                                                      plannedLoad: LoadPrescription(targetWeightKg: planned), on: today, soreness: 0).first?.load)
        #expect(load.kind == .estimate)
        #expect(abs(WeightUnit.lb.value(fromKilograms: load.targetWeightKg!) - 75) < 0.01)
        #expect(load.reason == "estimate: 0.4 × today's Supino reto com barra (185 lb), per dumbbell")
    }
}
