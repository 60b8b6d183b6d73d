/// One session's sets of one exercise.
public struct ExerciseLogEntry: Equatable, Sendable {
    public var sessionID: Int64
    public var completedAt: LocalDateTime
    /// In set order.
    public var sets: [LoggedSet]
    /// Its session was logged against a day readiness or a deload changed: being short of reps there is no failure.
    public var readinessHeld: Bool

    public init(sessionID: Int64, completedAt: LocalDateTime, sets: [LoggedSet], readinessHeld: Bool = false) {
        self.readinessHeld = readinessHeld
        self.sessionID = sessionID
        self.completedAt = completedAt
        self.sets = sets
    }

    /// Where the session stands in the history's order.
    public var moment: SessionMoment { SessionMoment(completedAt: completedAt, sessionID: sessionID) }

    /// The weight of the last set that had one (what to start from next time).
    public var lastWeightKg: Double? { sets.last { $0.weightKg != nil }?.weightKg }
}
