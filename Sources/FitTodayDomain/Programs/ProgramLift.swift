/// A lift a program progresses: a key the days name ("T1 squat", or the exercise name), its exercise and rule.
///
/// Two lifts may share an exercise (GZCLP's T1 and T2 squat): each keeps its own weight and stage.
public struct ProgramLift: Equatable, Sendable {
    /// The id of the lift within its program: days name it, and the state of each lift is kept under it.
    public var key: String
    /// The key as the language the program was read in shows it (`lift T1 agachamento: …; en: T1 squat` gives
    /// "T1 squat" in English); the key itself where the file gives no English.
    public var shownKey: String
    public var exerciseName: String
    public var exerciseID: String
    public var progression: ProgressionRule
    /// How the lift starts when `program start` gives nothing for it.
    public var start: LiftStart?
    /// Bodyweight: harder variations, in order after the lift's own exercise; the lift moves to the next when
    /// double progression reaches the top of its range.
    public var variations: [ProgramVariation]
    /// `alternatives: NAME, NAME`: the exercises the program allows in place of this lift, in the file's order; they
    /// replace the library's rule of alternatives for it (``ExerciseAlternatives``). Empty: the library's rule.
    public var alternatives: [ProgramAlternative] = []
    public var line: Int
    /// `lift KEY: any`: the exercise is chosen when the program starts (`program start --lift`), as Smolov Jr's one lift.
    public var isChosenAtStart = false

    /// Whether the lift is named after its exercise (`lift Levantamento terra`): then it reads as the library's
    /// name of the exercise in the person's language, with no key of its own.
    public var isNamedAfterItsExercise: Bool { key == exerciseName }

    public init(
        key: String, exerciseName: String, exerciseID: String = "", shownKey: String? = nil, progression: ProgressionRule = .none,
        start: LiftStart? = nil, variations: [ProgramVariation] = [], line: Int = 0
    ) {
        self.key = key
        self.shownKey = shownKey ?? key
        self.exerciseName = exerciseName
        self.exerciseID = exerciseID
        self.progression = progression
        self.start = start
        self.variations = variations
        self.line = line
    }
}
