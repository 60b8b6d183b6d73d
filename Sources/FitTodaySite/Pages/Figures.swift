import FitTodayDomain

/// The figures on the first history page: sessions against the profile's weekly goal, weeks in a row meeting
/// it, the chart of hard sets per muscle group and week against the target band, and the volume table.
struct Figures: Encodable, Sendable {
    /// A muscle group's values, one per week shown.
    struct Row: Encodable, Sendable {
        var group: String
        var values: [String]
    }

    var thisWeek: String
    var thisMonth: Int
    var weeksInARow: Int
    var chartSVG: String
    var weekLabels: [String]
    var setRows: [Row]
    var hasVolume: Bool
    var volumeRows: [Row]

    /// `target`: the weekly hard sets the chart shades as the goal band.
    init(_ figures: SummaryFigures, today: LocalDate, target: ClosedRange<Int>, locale: AppLocale, unit: WeightUnit = .kg, title: String) {
        var volumeGroups: [MuscleGroup?] = MuscleGroup.allCases.filter { group in
            figures.weeklyVolume.contains { $0.muscleGroup == group && $0.volumeKg > 0 }
        }
        if figures.weeklyVolume.contains(where: { $0.muscleGroup == nil && $0.volumeKg > 0 }) { volumeGroups.append(nil) }
        thisWeek = locale.words.site.figuresRow.sessionsOfGoal(sessions: figures.sessionsThisWeek, goal: figures.weeklyFrequency)
        thisMonth = figures.sessionsThisMonth
        weeksInARow = figures.weeksInARowMeetingFrequency(today: today)
        chartSVG = WeeklySetsChart.svg(figures: figures, target: target, locale: locale, title: title)
        weekLabels = figures.weeks.map { DateText.dayAndMonth($0, locale) }
        setRows = WeeklySetsChart.groupsCharted(figures).map { group in
            Row(group: group.label(locale), values: figures.weeks.map { String(WeeklySetsChart.sets(figures, group, $0)) })
        }
        hasVolume = !volumeGroups.isEmpty
        volumeRows = volumeGroups.map { group in
            Row(
                group: group?.label(locale) ?? locale.words.site.figuresRow.noGroup,
                values: figures.weeks.map { week in
                    WeightText.volumeNumber(figures.weeklyVolume.first { $0.weekStart == week && $0.muscleGroup == group }?.volumeKg ?? 0, unit, locale)
                }
            )
        }
    }
}
