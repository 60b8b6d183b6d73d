/// The split and the next seven days the composer intends (`fittoday plan week`, the week page).
public struct WeekOutlook: Equatable, Sendable {
    public var split: WeekSplit
    public var frequency: Int
    public var days: [PlannedDay]

    public init(split: WeekSplit, frequency: Int, days: [PlannedDay]) {
        self.split = split
        self.frequency = frequency
        self.days = days
    }
}
