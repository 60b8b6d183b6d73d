/// The figures at the top of the history.
public struct SummaryFigures: Equatable, Sendable {
    /// Completed sessions from Monday of this week through today.
    public var sessionsThisWeek: Int
    /// Completed sessions from the first of this month through today.
    public var sessionsThisMonth: Int
    /// The profile's weekly frequency, the goal the weeks are measured against.
    public var weeklyFrequency: Int
    /// Completed sessions per week (keyed by Monday) over the last year; weeks with none are absent.
    public var sessionsPerWeek: [LocalDate: Int]
    /// The Mondays of the weeks charted, oldest first.
    public var weeks: [LocalDate]
    /// Completed volume (reps × kg) per week and muscle group; weeks or groups with nothing are absent.
    public var weeklyVolume: [WeeklyVolume]
    /// Hard sets per week and muscle group; weeks or groups with nothing are absent.
    public var weeklySets: [WeeklySets]

    public init(
        sessionsThisWeek: Int, sessionsThisMonth: Int, weeklyFrequency: Int, sessionsPerWeek: [LocalDate: Int],
        weeks: [LocalDate], weeklyVolume: [WeeklyVolume], weeklySets: [WeeklySets]
    ) {
        self.sessionsThisWeek = sessionsThisWeek
        self.sessionsThisMonth = sessionsThisMonth
        self.weeklyFrequency = weeklyFrequency
        self.sessionsPerWeek = sessionsPerWeek
        self.weeks = weeks
        self.weeklyVolume = weeklyVolume
        self.weeklySets = weeklySets
    }

    /// Weeks in a row, up to this one, with at least `weeklyFrequency` completed sessions. The week in
    /// progress counts once it is met and never breaks the run while it is not (it is not over yet).
    public func weeksInARowMeetingFrequency(today: LocalDate) -> Int {
        let goal = max(weeklyFrequency, 1)
        var week = today.startOfWeek
        var count = 0
        if (sessionsPerWeek[week] ?? 0) >= goal { count = 1 }
        week = week.adding(days: -7)
        while (sessionsPerWeek[week] ?? 0) >= goal {
            count += 1
            week = week.adding(days: -7)
        }
        return count
    }
}
