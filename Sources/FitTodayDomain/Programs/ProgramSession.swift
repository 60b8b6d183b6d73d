/// A logged session that counts as a program day: the day it was (from its plan) and its sets.
public struct ProgramSession: Equatable, Sendable {
    public var sessionID: Int64
    public var dayIndex: Int
    public var completedAt: LocalDateTime
    public var status: SessionStatus
    public var sets: [LoggedSet]
    /// Logged against a day readiness or a deload adjusted: a lift is judged only when it reached the planned
    /// load and every rep; a postponed test never counts as a failure.
    public var readinessHeld: Bool

    public init(sessionID: Int64, dayIndex: Int, completedAt: LocalDateTime, status: SessionStatus, sets: [LoggedSet], readinessHeld: Bool = false) {
        self.readinessHeld = readinessHeld
        self.sessionID = sessionID
        self.dayIndex = dayIndex
        self.completedAt = completedAt
        self.status = status
        self.sets = sets
    }
}
