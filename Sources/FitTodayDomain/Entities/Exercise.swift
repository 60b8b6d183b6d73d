/// An entry of the exercise library.
public struct Exercise: Hashable, Sendable, Identifiable {
    /// Stable slug, for example `agachamento-livre-barra`.
    public var id: String
    public var name: String
    /// Nil only for custom exercises created from an unknown name, when no close library entry told it.
    public var muscleGroup: MuscleGroup?
    /// The minimum setting needed; nil (shown as "not informed") for a custom exercise whose name did not say.
    public var equipment: Equipment?
    /// Nil (shown as "not informed") for custom exercises: nothing tells how hard someone else's exercise is.
    public var level: FitnessLevel?
    /// Markdown.
    public var instructions: String
    /// Paths relative to the configured image source, for example `Barbell_Squat/0.jpg`.
    public var images: [String]
    public var tags: [String]
    public var origin: ExerciseOrigin
    /// A library exercise's names in its other languages ("Supino reto com barra" for "Barbell bench press"): what
    /// it is shown as follows the locale, and `log`, imports and programs find it by any of them.
    public var otherNames: [String]
    /// Where the exercise usually goes in a day; nil for a custom exercise, which the composer never proposes.
    public var role: ExerciseRole?
    /// The movement it trains; nil for a custom exercise.
    public var pattern: MovementPattern?
    /// What it is done with (the thing that carries its load), which the alternatives of a planned exercise vary;
    /// nil for a custom or imported exercise.
    public var implement: ExerciseImplement?
    /// Timed items (a plank, the jump rope, a bike): how long one set lasts. No rule of repetitions changes it.
    public var durationSeconds: Int?

    public init(
        id: String, name: String, muscleGroup: MuscleGroup?, equipment: Equipment? = .bodyweight,
        level: FitnessLevel? = .beginner, instructions: String = "", images: [String] = [],
        tags: [String] = [], origin: ExerciseOrigin = .content, otherNames: [String] = [],
        role: ExerciseRole? = nil, pattern: MovementPattern? = nil, durationSeconds: Int? = nil,
        implement: ExerciseImplement? = nil
    ) {
        self.id = id
        self.name = name
        self.muscleGroup = muscleGroup
        self.equipment = equipment
        self.level = level
        self.instructions = instructions
        self.images = images
        self.tags = tags
        self.origin = origin
        self.otherNames = otherNames
        self.role = role
        self.pattern = pattern
        self.durationSeconds = durationSeconds
        self.implement = implement
    }
}
