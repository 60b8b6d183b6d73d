/// Logged workout sessions.
public protocol HistoryRepository: Sendable {
    /// Validates and stores a session with its sets, creating the given custom exercises first,
    /// all in one transaction. Returns the session with its id.
    func recordSession(_ session: WorkoutSession, newExercises: [Exercise]) throws(FitTodayError) -> WorkoutSession
    func session(id: Int64) throws(FitTodayError) -> WorkoutSession?
    /// One page of sessions, newest first; `page` must be within 1...pages.
    func historyPage(_ page: Int, pageSize: Int, status: SessionStatus?) throws(FitTodayError) -> HistoryPage
}
