/// How the person feels on a given day, one per date.
public struct CheckIn: Equatable, Sendable {
    public var date: LocalDate
    public var focus: Focus
    /// 0 (none) to 10 (can hardly move).
    public var soreness: Int
    public var soreRegion: MuscleGroup?

    public init(date: LocalDate, focus: Focus, soreness: Int = 0, soreRegion: MuscleGroup? = nil) {
        self.date = date
        self.focus = focus
        self.soreness = soreness
        self.soreRegion = soreRegion
    }
}
