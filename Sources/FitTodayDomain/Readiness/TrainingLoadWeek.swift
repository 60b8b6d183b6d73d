/// One week of the history's training load: the session load (RPE × minutes) and the week's average readiness.
public struct TrainingLoadWeek: Equatable, Sendable {
    /// The week's Monday.
    public var start: LocalDate
    /// The sum of its sessions' RPE × minutes.
    public var load: Int
    /// The mean wellness score (4 to 20) of its check-ins that answered all four questions; nil without any.
    public var averageScore: Double?
    /// The most common band of its check-ins, nil without any.
    public var band: ReadinessBand?

    public init(start: LocalDate, load: Int, averageScore: Double? = nil, band: ReadinessBand? = nil) {
        self.start = start
        self.load = load
        self.averageScore = averageScore
        self.band = band
    }
}
