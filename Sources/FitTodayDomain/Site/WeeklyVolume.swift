/// Completed volume of one muscle group in one week.
public struct WeeklyVolume: Equatable, Sendable {
    /// The Monday of the week.
    public var weekStart: LocalDate
    /// Nil for custom exercises with no group.
    public var muscleGroup: MuscleGroup?
    public var volumeKg: Double

    public init(weekStart: LocalDate, muscleGroup: MuscleGroup?, volumeKg: Double) {
        self.weekStart = weekStart
        self.muscleGroup = muscleGroup
        self.volumeKg = volumeKg
    }
}
