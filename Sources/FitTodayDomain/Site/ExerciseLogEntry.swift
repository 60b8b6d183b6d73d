/// One session's sets of one exercise.
public struct ExerciseLogEntry: Equatable, Sendable {
    public var sessionID: Int64
    public var completedAt: LocalDateTime
    /// In set order.
    public var sets: [LoggedSet]

    public init(sessionID: Int64, completedAt: LocalDateTime, sets: [LoggedSet]) {
        self.sessionID = sessionID
        self.completedAt = completedAt
        self.sets = sets
    }

    /// Where the session stands in the history's order.
    public var moment: SessionMoment { SessionMoment(completedAt: completedAt, sessionID: sessionID) }

    /// The weight of the last set that had one (what to start from next time).
    public var lastWeightKg: Double? { sets.last { $0.weightKg != nil }?.weightKg }
}
