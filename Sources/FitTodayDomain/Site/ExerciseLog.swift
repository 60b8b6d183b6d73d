/// Where an exercise was logged: the total count and the newest sessions with their sets.
public struct ExerciseLog: Equatable, Sendable {
    public var exerciseID: String
    /// Every session that logged the exercise, not only those in ``recent``.
    public var sessionCount: Int
    /// Newest first.
    public var recent: [ExerciseLogEntry]

    public init(exerciseID: String, sessionCount: Int, recent: [ExerciseLogEntry]) {
        self.exerciseID = exerciseID
        self.sessionCount = sessionCount
        self.recent = recent
    }
}
