/// A curated group of exercises that belong together, the unit the composer strings into a plan.
public struct WorkoutBlock: Equatable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var focus: [BlockFocus]
    public var level: FitnessLevel
    /// The settings where every exercise of the block can be done.
    public var equipment: [Equipment]
    public var tags: [String]
    public var exercises: [BlockExercise]

    public init(id: String, name: String, focus: [BlockFocus], level: FitnessLevel, equipment: [Equipment], tags: [String] = [], exercises: [BlockExercise]) {
        self.id = id
        self.name = name
        self.focus = focus
        self.level = level
        self.equipment = equipment
        self.tags = tags
        self.exercises = exercises
    }
}
