/// The figures at the top of the history.
public struct SummaryFigures: Equatable, Sendable {
    /// Completed sessions from Monday of this week through today.
    public var sessionsThisWeek: Int
    /// Completed sessions from the first of this month through today.
    public var sessionsThisMonth: Int
    /// Consecutive days with a completed session, ending today (or yesterday, so a morning build still counts it).
    public var streakDays: Int
    /// The Mondays of the weeks charted, oldest first.
    public var weeks: [LocalDate]
    /// Completed volume (reps × kg) per week and muscle group; weeks or groups with nothing are absent.
    public var weeklyVolume: [WeeklyVolume]

    public init(sessionsThisWeek: Int, sessionsThisMonth: Int, streakDays: Int, weeks: [LocalDate], weeklyVolume: [WeeklyVolume]) {
        self.sessionsThisWeek = sessionsThisWeek
        self.sessionsThisMonth = sessionsThisMonth
        self.streakDays = streakDays
        self.weeks = weeks
        self.weeklyVolume = weeklyVolume
    }

    /// The streak ending on `today` (or yesterday) given the days with a completed session, newest first.
    public static func streak(days: [LocalDate], today: LocalDate) -> Int {
        var expected = today
        var count = 0
        for day in days where day <= today {
            if day == expected {
                count += 1
                expected = expected.adding(days: -1)
            } else if count == 0, day == today.adding(days: -1) {
                count = 1
                expected = day.adding(days: -1)
            } else if day < expected {
                break
            }
        }
        return count
    }
}
