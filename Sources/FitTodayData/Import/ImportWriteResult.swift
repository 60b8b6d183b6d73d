import FitTodayDomain

/// What ``SQLiteStore/importSessions(_:newExercises:progress:)`` wrote.
public struct ImportWriteResult: Equatable, Sendable {
    public var sessionsInserted: Int
    public var setsInserted: Int
    /// Sessions whose import key was already stored, left as they were.
    public var sessionsAlreadyPresent: Int
    /// The custom exercises created, in the order given.
    public var exercisesCreated: [Exercise]

    public init(sessionsInserted: Int, setsInserted: Int, sessionsAlreadyPresent: Int, exercisesCreated: [Exercise]) {
        self.sessionsInserted = sessionsInserted
        self.setsInserted = setsInserted
        self.sessionsAlreadyPresent = sessionsAlreadyPresent
        self.exercisesCreated = exercisesCreated
    }
}
