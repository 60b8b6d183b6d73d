import FitTodayDomain

/// Everything deciding the day shown (``ShowTheDay``) reads and writes (``ShownDayReader``), over the store or a
/// reading snapshot of it. Its own type because the rule takes the six repositories as one: each method is a
/// forward to the store of its concept, which holds no query of its own here.
public struct ShownDayStore: ShownDayReader {
    let database: SQLiteStore

    // TodaysPlanReader

    public func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? { try database.checkIns.checkIn(on: date) }
    public func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan? { try database.plans.generatedPlan(for: date) }
    public func activePlan() throws(FitTodayError) -> Plan? { try database.plans.activePlan() }
    public func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] {
        try database.performance.recentTraining(before: date, days: days)
    }

    // CheckInRepository

    public func saveCheckIn(_ checkIn: CheckIn) throws(FitTodayError) { try database.checkIns.saveCheckIn(checkIn) }
    public func checkIns(from start: LocalDate, through end: LocalDate) throws(FitTodayError) -> [CheckIn] {
        try database.checkIns.checkIns(from: start, through: end)
    }

    // DeloadRepository

    public func deload(covering date: LocalDate) throws(FitTodayError) -> DeloadPeriod? { try database.deloads.deload(covering: date) }
    public func startDeload(on date: LocalDate) throws(FitTodayError) -> DeloadPeriod { try database.deloads.startDeload(on: date) }
    public func stopDeload(on date: LocalDate) throws(FitTodayError) -> DeloadPeriod? { try database.deloads.stopDeload(on: date) }
    public func deloads() throws(FitTodayError) -> [DeloadPeriod] { try database.deloads.deloads() }

    // ExerciseRepository

    public func exercise(id: String) throws(FitTodayError) -> Exercise? { try database.exercises.exercise(id: id) }
    public func exercise(matching reference: String) throws(FitTodayError) -> Exercise? { try database.exercises.exercise(matching: reference) }
    public func exercises() throws(FitTodayError) -> [Exercise] { try database.exercises.exercises() }
    public func saveExercises(_ exercises: [Exercise]) throws(FitTodayError) { try database.exercises.saveExercises(exercises) }

    // ExercisePerformanceRepository

    public func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int)
        throws(FitTodayError) -> [String: [ExerciseLogEntry]] {
        try database.performance.recentPerformances(of: exerciseIDs, before: date, limit: limit)
    }

    // DaySwapRepository

    public func swaps(on date: LocalDate) throws(FitTodayError) -> [DaySwap] { try database.daySwaps.swaps(on: date) }
    public func saveSwap(_ swap: DaySwap) throws(FitTodayError) { try database.daySwaps.saveSwap(swap) }
    public func removeSwap(on date: LocalDate, position: Int) throws(FitTodayError) -> DaySwap? {
        try database.daySwaps.removeSwap(on: date, position: position)
    }
}
