/// A lift a program progresses: a key the days name ("T1 squat", or the exercise name), its exercise and rule.
///
/// Two lifts may share an exercise (GZCLP's T1 and T2 squat): each keeps its own weight and stage.
public struct ProgramLift: Equatable, Sendable {
    public var key: String
    public var exerciseName: String
    public var exerciseID: String
    public var progression: ProgressionRule
    /// How the lift starts when `program start` gives nothing for it.
    public var start: LiftStart?
    /// Bodyweight: harder variations, in order after the lift's own exercise; the lift moves to the next when
    /// double progression reaches the top of its range.
    public var variations: [ProgramVariation]
    public var line: Int

    public init(
        key: String, exerciseName: String, exerciseID: String = "", progression: ProgressionRule = .none,
        start: LiftStart? = nil, variations: [ProgramVariation] = [], line: Int = 0
    ) {
        self.key = key
        self.exerciseName = exerciseName
        self.exerciseID = exerciseID
        self.progression = progression
        self.start = start
        self.variations = variations
        self.line = line
    }
}
