/// Hard sets (every set but warm-ups, with or without a weight) of one muscle group in one week.
public struct WeeklySets: Equatable, Sendable {
    /// The Monday of the week.
    public var weekStart: LocalDate
    /// Nil for exercises of your own with no group.
    public var muscleGroup: MuscleGroup?
    public var sets: Int

    public init(weekStart: LocalDate, muscleGroup: MuscleGroup?, sets: Int) {
        self.weekStart = weekStart
        self.muscleGroup = muscleGroup
        self.sets = sets
    }
}
