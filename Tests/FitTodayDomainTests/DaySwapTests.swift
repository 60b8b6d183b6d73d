import FitTodayDomain
import Testing

/// `plan swap` in the Domain (issue 52): the chosen exercise takes a place of the day with the planned sets and its
/// own load; a day planned again since is left alone; the places of the day shown match the plan's when readiness
/// left an accessory out; choosing the planned exercise again, or `--undo`, takes the swap back.
@Suite struct DaySwapTests {
    final class Swaps: DaySwapRepository, ExerciseRepository, @unchecked Sendable {
        var stored: [DaySwap] = []
        let library: [Exercise]
        init(library: [Exercise]) { self.library = library }
        func swaps(on date: LocalDate) throws(FitTodayError) -> [DaySwap] { stored.filter { $0.date == date } }
        func saveSwap(_ swap: DaySwap) throws(FitTodayError) {
            stored.removeAll { $0.date == swap.date && $0.position == swap.position }
            stored.append(swap)
        }
        func removeSwap(on date: LocalDate, position: Int) throws(FitTodayError) -> DaySwap? {
            guard let found = stored.first(where: { $0.date == date && $0.position == position }) else { return nil }
            stored.removeAll { $0 == found }
            return found
        }
        func exercise(id: String) throws(FitTodayError) -> Exercise? { library.first { $0.id == id } }
        func exercise(matching reference: String) throws(FitTodayError) -> Exercise? { library.first { $0.id == reference || $0.name == reference } }
        func exercises() throws(FitTodayError) -> [Exercise] { library }
        func saveExercises(_ exercises: [Exercise]) throws(FitTodayError) {}
    }

    struct NoHistory: ExercisePerformanceRepository {
        func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] { [:] }
    }

    let squat = Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym,
                         level: .beginner, role: .main, pattern: .squat, implement: .barbell)
    let legPress = Exercise(id: "leg-press-45", name: "Leg press 45°", muscleGroup: .legs, equipment: .fullGym,
                            level: .beginner, role: .secondary, pattern: .squat, implement: .machine)
    let curl = Exercise(id: "rosca-direta", name: "Rosca direta", muscleGroup: .arms, equipment: .fullGym,
                        level: .beginner, role: .accessory, pattern: .isolation, implement: .barbell)
    let today = LocalDate("2026-12-03")!

    func plan(_ items: [Exercise]) -> Plan {
        Plan(name: "Treino", createdAt: LocalDateTime("2026-12-03 06:00:00")!, exercises: items.map {
            PlanExercise(exerciseID: $0.id, exerciseName: $0.name, sets: 3, reps: 5, restSeconds: 120, notes: "pesado", warmupSets: 2)
        })
    }

    func apply(_ swaps: Swaps, to plan: Plan, loads: [LoadPrescription]) throws -> ApplyDaySwaps.Day {
        let exercises = Dictionary(uniqueKeysWithValues: [squat, legPress, curl].map { ($0.id, $0) })
        return try ApplyDaySwaps(exercises: swaps, performances: NoHistory(), settings: LoadSettings(), locale: .ptBR)(
            try swaps.swaps(on: today), to: .init(plan: plan, loads: loads, heldLoads: nil, exercises: exercises), on: today, soreness: 0)
    }

    @Test func theChosenExerciseTakesThePlaceWithThePlannedSetsAndItsOwnLoad() throws {
        let swaps = Swaps(library: [squat, legPress, curl])
        let planned = plan([squat, curl])
        let swap = try SwapPlannedExercise(swaps: swaps).swap(position: 1, with: legPress, decided: planned, shown: planned, on: today)
        #expect(swap == DaySwap(date: today, position: 1, plannedExerciseID: squat.id, exerciseID: legPress.id))
        let day = try apply(swaps, to: planned, loads: [LoadPrescription(targetWeightKg: 100, warmup: [WarmupSet(reps: 5, weightKg: 60)]), LoadPrescription()])
        let entry = day.plan.exercises[0]
        #expect(entry.exerciseID == legPress.id && entry.exerciseName == legPress.name && entry.swappedFrom == squat.id)
        #expect(entry.sets == 3 && entry.reps == 5 && entry.restSeconds == 120, "the planned working sets")
        #expect(entry.warmupSets == 0 && entry.notes.isEmpty, "none of the squat's own warm-ups or notes")
        #expect(day.loads[0].warmup.isEmpty)
        let load = try #require(day.loads[0].targetWeightKg)
        #expect(load > 100, "a leg press estimated from the squat's 100 kg is heavier: \(load)")
        #expect(day.loads[0].reason?.hasPrefix("no lugar de Agachamento livre com barra — estimativa: ") == true, "\(day.loads[0].reason ?? "")")
        #expect(day.exercises[legPress.id] == legPress)
        #expect(day.plan.exercises[1] == planned.exercises[1], "the rest of the day as planned")
    }

    @Test func aDayPlannedAgainSinceIsLeftAlone() throws {
        let swaps = Swaps(library: [squat, legPress, curl])
        try swaps.saveSwap(DaySwap(date: today, position: 1, plannedExerciseID: squat.id, exerciseID: legPress.id))
        let again = plan([curl, squat])
        let day = try apply(swaps, to: again, loads: [LoadPrescription(), LoadPrescription(targetWeightKg: 100)])
        #expect(day.plan == again && day.loads[1].targetWeightKg == 100)
    }

    @Test func placesOfTheDayShownMatchThePlansWhenAnAccessoryWasLeftOut() throws {
        let planned = plan([squat, curl, legPress])
        var shown = planned
        shown.exercises.remove(at: 1)
        #expect(SwapPlannedExercise.place(of: 2, decided: planned, shown: shown) == 3)
        #expect(SwapPlannedExercise.place(of: 1, decided: planned, shown: shown) == 1)
        #expect(SwapPlannedExercise.place(of: 3, decided: planned, shown: shown) == nil)
        let swaps = Swaps(library: [squat, legPress, curl])
        #expect(throws: FitTodayError.invalid(.swapPosition(position: 3, count: 2, date: today))) {
            try SwapPlannedExercise(swaps: swaps).swap(position: 3, with: curl, decided: planned, shown: shown, on: today)
        }
    }

    @Test func thePlannedExerciseAgainOrUndoTakesItBackAndMistakesAreSaid() throws {
        let swaps = Swaps(library: [squat, legPress, curl])
        let planned = plan([squat, curl])
        let swapping = SwapPlannedExercise(swaps: swaps)
        #expect(throws: FitTodayError.invalid(.swapSameExercise(name: squat.name, position: 1))) {
            try swapping.swap(position: 1, with: squat, decided: planned, shown: planned, on: today)
        }
        #expect(throws: FitTodayError.invalid(.swapInDay(name: curl.name, position: 2))) {
            try swapping.swap(position: 1, with: curl, decided: planned, shown: planned, on: today)
        }
        #expect(throws: FitTodayError.invalid(.swapNothingToUndo(position: 1, date: today))) {
            try swapping.undo(position: 1, decided: planned, shown: planned, on: today)
        }
        try swapping.swap(position: 1, with: legPress, decided: planned, shown: planned, on: today)
        let shown = try apply(swaps, to: planned, loads: [LoadPrescription(targetWeightKg: 100), LoadPrescription()]).plan
        #expect(try swapping.swap(position: 1, with: squat, decided: planned, shown: shown, on: today) == nil, "the planned one again")
        #expect(swaps.stored.isEmpty)
        try swapping.swap(position: 1, with: legPress, decided: planned, shown: planned, on: today)
        #expect(try swapping.undo(position: 1, decided: planned, shown: shown, on: today).exerciseID == legPress.id)
        #expect(swaps.stored.isEmpty)
    }
}
