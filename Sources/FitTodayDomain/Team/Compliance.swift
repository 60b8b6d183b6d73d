/// How much of what was planned in a window was done (`docs/team.md`): planned days = the days trained a week × the
/// window's days ÷ 7, rounded half up; the window ends on the day and starts no earlier than `start` (the program's
/// start, or the day the athlete was added); done days = days of the window with a completed session, capped at the
/// planned days.
public struct Compliance: Equatable, Sendable, Codable {
    public var days: Int
    public var planned: Int
    public var done: Int

    public init(days: Int, planned: Int, done: Int) {
        self.days = days
        self.planned = planned
        self.done = done
    }

    /// Done ÷ planned; nil when nothing was planned (a window before the start).
    public var share: Double? { planned > 0 ? Double(done) / Double(planned) : nil }

    /// The share in whole points (0–100), rounded half up; nil when nothing was planned.
    public var points: Int? { planned > 0 ? (done * 100 * 2 + planned) / (planned * 2) : nil }

    /// The window of `length` days ending on `end` (inclusive), clipped to `start`.
    public static func over(_ length: Int, endingOn end: LocalDate, start: LocalDate, perWeek: Int, trainedOn trained: Set<LocalDate>) -> Compliance {
        let first = max(end.adding(days: -(length - 1)), start)
        let days = first > end ? 0 : first.days(until: end) + 1
        // Rounded half up, in whole numbers: (2·perWeek·days + 7) ÷ 14.
        let planned = (2 * max(perWeek, 0) * days + 7) / 14
        var done = 0
        if days > 0 {
            for offset in 0..<days where trained.contains(first.adding(days: offset)) { done += 1 }
        }
        return Compliance(days: days, planned: planned, done: min(done, planned))
    }
}
