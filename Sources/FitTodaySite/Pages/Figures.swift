import FitTodayDomain

/// The figures on the first history page: counts, the streak and the weekly volume chart with its table.
struct Figures: Encodable, Sendable {
    struct ChartRow: Encodable, Sendable {
        var group: String
        var values: [String]
    }

    var thisWeek: Int
    var thisMonth: Int
    var streak: Int
    var chartSVG: String
    var weekLabels: [String]
    var chartRows: [ChartRow]

    init(_ figures: SummaryFigures, locale: AppLocale, title: String) {
        thisWeek = figures.sessionsThisWeek
        thisMonth = figures.sessionsThisMonth
        streak = figures.streakDays
        chartSVG = VolumeChart.svg(figures: figures, locale: locale, title: title)
        weekLabels = figures.weeks.map(VolumeChart.weekLabel)
        chartRows = VolumeChart.groupsCharted(figures).map { group in
            ChartRow(
                group: group?.label(locale) ?? locale.pick("Sem grupo", "No group"),
                values: figures.weeks.map { week in
                    SiteFormat.whole(figures.weeklyVolume.first { $0.weekStart == week && $0.muscleGroup == group }?.volumeKg ?? 0, locale)
                }
            )
        }
    }
}
