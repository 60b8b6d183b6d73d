/// `[training]`: goals the site measures the history against.
public struct TrainingSettings: Equatable, Sendable {
    /// Hard sets per muscle group per week: the history chart's target band.
    public var weeklySetsMin = 10
    public var weeklySetsMax = 20

    public init() {}

    public var weeklySets: ClosedRange<Int> { weeklySetsMin...weeklySetsMax }
}
