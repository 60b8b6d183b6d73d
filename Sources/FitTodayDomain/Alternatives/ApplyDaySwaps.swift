/// Puts a day's swaps (``DaySwap``, `fittoday plan swap`) in its plan as shown, before readiness and a deload have
/// their say: the exercise chosen takes the planned entry's place with its working sets, and its load is found as
/// for an alternative (``PrescribeAlternativeLoads``): its own history, else an estimate from the planned load, else
/// the first-time advice. The reason says what it stands in for. A swap whose place no longer holds the exercise it
/// replaced (the day was planned again since) changes nothing.
public struct ApplyDaySwaps: Sendable {
    private let exercises: any ExerciseRepository
    private let loads: PrescribeAlternativeLoads
    private let locale: AppLocale

    public init(exercises: any ExerciseRepository, performances: any ExercisePerformanceRepository, settings: LoadSettings, locale: AppLocale) {
        self.exercises = exercises
        loads = PrescribeAlternativeLoads(performances: performances, settings: settings, locale: locale)
        self.locale = locale
    }

    /// The day with its swaps.
    public struct Day: Sendable {
        public var plan: Plan
        /// One per exercise of ``plan``.
        public var loads: [LoadPrescription]
        /// A program's held step (a low reading), one per exercise, when there is one.
        public var heldLoads: [LoadPrescription]?
        /// The library entries of the plan's exercises, by id; the chosen ones are added.
        public var exercises: [String: Exercise]

        public init(plan: Plan, loads: [LoadPrescription], heldLoads: [LoadPrescription]?, exercises: [String: Exercise]) {
            self.plan = plan
            self.loads = loads
            self.heldLoads = heldLoads
            self.exercises = exercises
        }
    }

    public func callAsFunction(_ swaps: [DaySwap], to day: Day, on date: LocalDate, soreness: Int) throws(FitTodayError) -> Day {
        var day = day
        for swap in swaps {
            let index = swap.position - 1
            guard day.plan.exercises.indices.contains(index), index < day.loads.count,
                  day.plan.exercises[index].exerciseID == swap.plannedExerciseID,
                  let chosen = try exercises.exercise(id: swap.exerciseID) else { continue }
            let item = day.plan.exercises[index]
            let planned = day.exercises[item.exerciseID]
            var load = try loads.prescription(
                of: chosen, for: item, planned: planned, plannedLoad: day.loads[index], on: date, soreness: soreness)
            let words = locale.words.domain.alternatives
            let name = planned?.name ?? item.exerciseName
            load.reason = load.reason.map { words.swappedInFor(planned: name, reason: $0) } ?? words.swappedIn(planned: name)
            day.plan.exercises[index] = Self.entry(chosen, in: item)
            day.loads[index] = load
            if day.heldLoads?.indices.contains(index) == true { day.heldLoads?[index] = load }
            day.exercises[chosen.id] = chosen
        }
        return day
    }

    /// `chosen` in `item`'s place: the planned working sets, reps and rest; none of the planned lift's own warm-ups,
    /// back-off sets or notes.
    static func entry(_ chosen: Exercise, in item: PlanExercise) -> PlanExercise {
        var entry = item
        entry.exerciseID = chosen.id
        entry.exerciseName = chosen.name
        entry.durationSeconds = chosen.durationSeconds
        entry.warmupSets = 0
        entry.backoffSets = 0
        entry.notes = ""
        entry.swappedFrom = item.exerciseID
        return entry
    }
}
