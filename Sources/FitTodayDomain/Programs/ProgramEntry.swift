/// One line of a program day: a lift (or an exercise of no declared lift) with its sets and options.
public struct ProgramEntry: Equatable, Sendable {
    /// The lift's key as the day names it: a declared lift's label, else the exercise name.
    public var liftKey: String
    /// The exercise's name as written, and its library id once resolved.
    public var exerciseName: String
    public var exerciseID: String
    /// "A1", "A2": entries of one letter are done as a superset.
    public var superset: String?
    /// The sets as written; empty when the lift's current stage gives them.
    public var sets: [ProgramSet]
    /// Warm-up sets, each a share of the first working set's load.
    public var warmup: [ProgramWarmupStep]
    /// Nil: the program's default for the set's kind.
    public var restSeconds: Int?
    public var note: String
    /// The line of the file, for messages.
    public var line: Int
    /// `; no test`: the line is never a test of progression (nSuns' bench volume day, whose 8+ moves nothing).
    public var isTest = true

    public init(
        liftKey: String, exerciseName: String, exerciseID: String = "", superset: String? = nil, sets: [ProgramSet] = [],
        warmup: [ProgramWarmupStep] = [], restSeconds: Int? = nil, note: String = "", line: Int = 0
    ) {
        self.liftKey = liftKey
        self.exerciseName = exerciseName
        self.exerciseID = exerciseID
        self.superset = superset
        self.sets = sets
        self.warmup = warmup
        self.restSeconds = restSeconds
        self.note = note
        self.line = line
    }
}
