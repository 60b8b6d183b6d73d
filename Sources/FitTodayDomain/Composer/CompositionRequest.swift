import FitTodayHashing

/// Everything a plan for a day is composed from.
public struct CompositionRequest: Sendable {
    public var profile: Profile
    public var checkIn: CheckIn
    public var library: ExerciseLibrary
    /// The last seven days of sessions and plans (a rolling week before ``date``), which the week is planned around.
    public var recentDays: [TrainedDay]
    /// True when the person chose the focus in a check-in; false when none was recorded or it gave no focus (the
    /// check-in's ``CheckIn/focus`` is then the default full-body one), so the week decides the session
    /// (``WeekPlanner``).
    public var focusChosen: Bool
    /// The weekly working sets each muscle group aims at (the history page's band).
    public var weeklySetsTarget: ClosedRange<Int>

    public init(
        profile: Profile, checkIn: CheckIn, library: ExerciseLibrary, recentDays: [TrainedDay] = [], focusChosen: Bool = true,
        weeklySetsTarget: ClosedRange<Int> = WeeklySetTarget.defaultBand
    ) {
        self.profile = profile
        self.checkIn = checkIn
        self.library = library
        self.recentDays = recentDays
        self.focusChosen = focusChosen
        self.weeklySetsTarget = weeklySetsTarget
    }

    /// The date the plan is for.
    public var date: LocalDate { checkIn.date }

    /// Identifies these inputs: the same profile, check-in, week and library version give the same key.
    public var compositionKey: String {
        SHA256.hexDigest(of: canonicalText)
    }

    var canonicalText: String {
        let week = WeekHistory(days: recentDays, before: date, library: library).days.map { day in
            day.date.description + (day.logged ? "+" : "~") + day.exercises.map { "\($0.exerciseID)*\($0.sets)" }.joined(separator: ",")
        }
        return [
            "v2",
            profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue, profile.methodology.rawValue,
            profile.conditions.map(\.rawValue).joined(separator: ","), String(profile.weeklyFrequency),
            checkIn.date.description, checkIn.focus.rawValue, focusChosen ? "chosen" : "week", String(checkIn.soreness),
            checkIn.soreRegion?.rawValue ?? "-", "\(weeklySetsTarget.lowerBound)-\(weeklySetsTarget.upperBound)",
            week.joined(separator: ";"),
            library.version,
        ].joined(separator: "|")
    }
}

extension CompositionRequest {
    /// What varies the accessories: the day and who trains, not the soreness, so that more soreness never swaps in
    /// a bigger workout, nor the language (the library's version differs by locale), so a day is the same in both.
    func compositionSeed(_ focus: SessionFocus) -> String {
        [date.description, profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue, focus.rawValue]
            .joined(separator: "|")
    }

    /// What picks the main and secondary lifts: the week (from its Monday) and who trains, so they stay the same
    /// all week and loads can progress.
    func weekSeed(_ pattern: MovementPattern) -> String {
        [date.startOfWeek.description, profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue, pattern.rawValue]
            .joined(separator: "|")
    }
}
