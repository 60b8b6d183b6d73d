import FitTodayDomain

/// What ``ImportStore/importSessions(_:newExercises:progress:)`` wrote.
public struct ImportWriteResult: Equatable, Sendable {
    public var sessionsInserted: Int
    /// Sets written, new sessions' and those added to stored sessions.
    public var setsInserted: Int
    /// Stored sessions that got sets they lacked.
    public var sessionsCompleted: Int
    /// Sessions whose import key was already stored with every set, left as they were.
    public var sessionsAlreadyPresent: Int
    /// The custom exercises created, in the order given.
    public var exercisesCreated: [Exercise]
    /// Body measurements added, and those left out because their date already had one.
    public var bodyMeasurementsInserted = 0
    public var bodyMeasurementsAlreadyPresent = 0
    /// The import `import undo` takes away; nil when nothing was recorded (no batch asked, nothing added, a dry run).
    public var batchID: Int64?

    public init(
        sessionsInserted: Int, setsInserted: Int, sessionsCompleted: Int = 0, sessionsAlreadyPresent: Int, exercisesCreated: [Exercise]
    ) {
        self.sessionsInserted = sessionsInserted
        self.setsInserted = setsInserted
        self.sessionsCompleted = sessionsCompleted
        self.sessionsAlreadyPresent = sessionsAlreadyPresent
        self.exercisesCreated = exercisesCreated
    }
}
