/// The history page's training load: the last weeks' load and average readiness, and the 7-day against 28-day load
/// ratio, shown as information (Foster 2001), never as a rule.
public struct TrainingLoadSummary: Equatable, Sendable {
    /// Oldest first, this week last.
    public var weeks: [TrainingLoadWeek]
    /// The load of the last 7 days, today included.
    public var acute: Int
    /// The weekly mean of the last 28 days.
    public var chronic: Double
    /// `acute / chronic`; nil without load in the last 28 days.
    public var ratio: Double? { chronic > 0 ? Double(acute) / chronic : nil }

    public init(weeks: [TrainingLoadWeek], acute: Int, chronic: Double) {
        self.weeks = weeks
        self.acute = acute
        self.chronic = chronic
    }

    /// The summary of the `count` weeks up to `today`'s: `loads` are each completed session's day and load,
    /// `readings` the check-ins of those weeks with their readings.
    public init(today: LocalDate, weeks count: Int, loads: [(date: LocalDate, load: Int)], readings: [ReadinessAssessment]) {
        let first = today.startOfWeek.adding(days: -7 * (count - 1))
        weeks = (0..<count).map { index in
            let start = first.adding(days: 7 * index)
            let end = start.adding(days: 6)
            let load = loads.filter { $0.date >= start && $0.date <= end }.reduce(0) { $0 + $1.load }
            let week = readings.filter { $0.date >= start && $0.date <= end && $0.score != nil }
            let scores = week.compactMap(\.score)
            let average = scores.isEmpty ? nil : Double(scores.reduce(0, +)) / Double(scores.count)
            // Ties go to the lower band: the cautious reading.
            let bands = week.compactMap(\.band)
            let band = ReadinessBand.allCases.max { bands.count(of: $0) < bands.count(of: $1) || (bands.count(of: $0) == bands.count(of: $1) && $0 > $1) }
            return TrainingLoadWeek(start: start, load: load, averageScore: average, band: bands.isEmpty ? nil : band)
        }
        acute = loads.filter { $0.date > today.adding(days: -7) && $0.date <= today }.reduce(0) { $0 + $1.load }
        chronic = Double(loads.filter { $0.date > today.adding(days: -28) && $0.date <= today }.reduce(0) { $0 + $1.load }) / 4
    }

    /// Whether there is anything to show: some load or some readiness in the weeks.
    public var isEmpty: Bool { weeks.allSatisfy { $0.load == 0 && $0.averageScore == nil } }
}

private extension Array where Element == ReadinessBand {
    func count(of band: ReadinessBand) -> Int { filter { $0 == band }.count }
}
