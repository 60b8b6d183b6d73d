/// Logged workout sessions.
public protocol HistoryRepository: Sendable {
    /// Validates and stores a session with its sets, creating the given custom exercises first,
    /// all in one transaction. Returns the session with its id.
    func recordSession(_ session: WorkoutSession, newExercises: [Exercise]) throws(FitTodayError) -> WorkoutSession
    func session(id: Int64) throws(FitTodayError) -> WorkoutSession?
    /// One page of sessions, shown newest first. Pages are numbered from the oldest session (see
    /// ``HistoryPage``); `page` must be within 1...pages, and nil asks for the newest `pageSize` sessions.
    func historyPage(_ page: Int?, pageSize: Int, status: SessionStatus?) throws(FitTodayError) -> HistoryPage
    /// Stores a corrected session over the one with its id (its sets replaced), creating the given custom
    /// exercises first, in one transaction.
    func replaceSession(_ session: WorkoutSession, newExercises: [Exercise]) throws(FitTodayError) -> WorkoutSession
    /// Deletes a session and its sets.
    func deleteSession(id: Int64) throws(FitTodayError)
}

/// What load prescriptions read: each exercise's latest sessions before a day.
public protocol ExercisePerformanceRepository: Sendable {
    /// For each of `exerciseIDs`, the newest `limit` completed sessions before `date` that logged it, newest
    /// first, with that exercise's sets (warm-ups included, marked as such). Exercises never logged are absent.
    func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]]
}
