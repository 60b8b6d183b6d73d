/// One day of the week ahead as the composer intends it (`fittoday plan week`).
public struct PlannedDay: Equatable, Sendable {
    public var date: LocalDate
    /// Nil on a rest day.
    public var focus: SessionFocus?
    /// The names of the day's main and secondary lifts, main first; empty on rest, recovery and mobility days.
    public var mainLifts: [String]
    /// A recovery and mobility session (severe soreness, or what is sore rules out the day's lifts).
    public var recovery: Bool
    /// The session composed for the day, with every exercise's sets; nil on a rest day. What a printed week shows.
    public var plan: Plan?

    public init(date: LocalDate, focus: SessionFocus?, mainLifts: [String] = [], recovery: Bool = false, plan: Plan? = nil) {
        self.plan = plan
        self.date = date
        self.focus = focus
        self.mainLifts = mainLifts
        self.recovery = recovery
    }
}
