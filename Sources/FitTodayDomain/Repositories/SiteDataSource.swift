/// Everything the static site reads, in a few bulk, read-only queries.
///
/// Implemented by the SQLite store; the site never sees SQL. Today's loads are read through
/// ``ExercisePerformanceRepository`` by ``PrescribeLoads``, the rule `plan show` uses. Methods that return many rows fetch them in
/// one ordered query (or one per batch) so that a history of 10 000 sessions never costs a query per page.
public protocol SiteDataSource: TodaysPlanReader, ExercisePerformanceRepository {
    /// Nil before onboarding.
    func profile() throws(FitTodayError) -> Profile?
    func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn?
    /// The newest generated plan for `date`, if any.
    func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan?
    func activePlan() throws(FitTodayError) -> Plan?
    /// The plans listed on `date` (see `PlanRepository.plans(listedOn:)`) with their exercises, newest first.
    func plansWithExercises(listedOn date: LocalDate) throws(FitTodayError) -> [Plan]
    /// The whole library, ordered by id.
    func exercises() throws(FitTodayError) -> [Exercise]
    /// Every image path of the library (``Exercise/images``), once each, sorted: what a rebuild with nothing to
    /// do needs of the library, without reading the exercises.
    func exerciseImagePaths() throws(FitTodayError) -> [String]
    /// Every session with its totals, newest first (the history's order).
    func sessionSummaries() throws(FitTodayError) -> [SessionSummary]
    /// The `count` newest sessions with their totals, newest first.
    func sessionSummaries(newest count: Int) throws(FitTodayError) -> [SessionSummary]
    /// How many sessions there are.
    func sessionCount() throws(FitTodayError) -> Int
    /// The ids of the `count` newest sessions, newest first (the history's order).
    func newestSessionIDs(_ count: Int) throws(FitTodayError) -> [Int64]
    /// For each of these sessions, how many sessions come before it in the history's order (oldest first);
    /// unknown ids are left out.
    func historyPositions(of ids: [Int64]) throws(FitTodayError) -> [Int64: Int]
    /// The sessions with these ids and their sets, in the order of `ids`; unknown ids are left out.
    func sessions(ids: [Int64]) throws(FitTodayError) -> [WorkoutSession]
    /// For each exercise ever logged, how many sessions logged it and the sets of the `recent` newest ones.
    func exerciseLogs(recent: Int) throws(FitTodayError) -> [String: ExerciseLog]
    /// ``exerciseLogs(recent:)`` of these exercises only.
    func exerciseLogs(recent: Int, of exercises: Set<String>) throws(FitTodayError) -> [String: ExerciseLog]
    /// Each weighted exercise's progress (see ``ExerciseProgress``) over every completed session, by exercise id,
    /// folded in one ordered pass so that a long history is never held in memory set by set.
    func exerciseProgress() throws(FitTodayError) -> [String: ExerciseProgress]
    /// ``sessionSummaries()``, ``exerciseLogs(recent:)`` and, when `progress`, ``exerciseProgress()`` at once, as a
    /// full build needs them: the store reads every set once instead of three times. Without `progress`, the
    /// progress is left empty (a build that can read side by side reads it beside this; see ``concurrentReads``).
    /// With `keepingSets` above 0, every session with its sets too (``WholeHistory/sessions``), when the source can
    /// and they hold at most that many sets: the session pages then need not read them again.
    func wholeHistory(recent: Int, progress: Bool, keepingSets: Int) throws(FitTodayError) -> WholeHistory
    /// How many reads can run side by side, each on its own connection (1: one after the other).
    var concurrentReads: Int { get }
    /// ``exerciseProgress()`` of these exercises only.
    func exerciseProgress(of exercises: Set<String>) throws(FitTodayError) -> [String: ExerciseProgress]
    /// Sessions this week and month, streak and weekly volume per muscle group for the `weeks` weeks ending on `today`.
    func summaryFigures(today: LocalDate, weeks: Int) throws(FitTodayError) -> SummaryFigures
    /// A value that differs whenever anything above may have changed, read without reading the data; nil
    /// when the source cannot tell, and every build then reads everything.
    func revision() throws(FitTodayError) -> String?
    /// Where the data stands now, to ask later what changed since; nil when the source cannot tell.
    func changeMark() throws(FitTodayError) -> DataChangeMark?
    /// The sessions that were added, or had sets added, since `mark`, when that (and changes to plans and
    /// check-ins, which only today's page, the plans and the calendar show) is all that changed: no session
    /// edited or deleted, nothing else written. Nil when anything else changed or the source cannot tell; a build
    /// then reads everything.
    func sessionsChanged(since mark: DataChangeMark) throws(FitTodayError) -> [Int64]?
}

extension SiteDataSource {
    public func wholeHistory(recent: Int, progress: Bool, keepingSets: Int) throws(FitTodayError) -> WholeHistory {
        WholeHistory(summaries: try sessionSummaries(), logs: try exerciseLogs(recent: recent), progress: progress ? try exerciseProgress() : [:])
    }

    public var concurrentReads: Int { 1 }

    public func revision() throws(FitTodayError) -> String? { nil }
    public func changeMark() throws(FitTodayError) -> DataChangeMark? { nil }
    public func sessionsChanged(since mark: DataChangeMark) throws(FitTodayError) -> [Int64]? { nil }
}
