import FitTodayDomain

/// The history index's training load: weekly load (RPE × minutes) and average readiness over the last 8 weeks as a
/// chart, the same numbers in a table, and the 7-day against 28-day ratio as information.
struct TrainingLoadFigures: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        var week: String
        var load: Int
        var average: String
    }

    var caption: String
    var chartSVG: String
    var weekHeading: String
    var loadHeading: String
    var averageHeading: String
    var rows: [Row]
    var ratio: String?

    init(_ summary: TrainingLoadSummary, locale: AppLocale) {
        let words = locale.words.site.readiness
        caption = words.chart
        chartSVG = TrainingLoadChart.svg(summary, locale: locale, title: words.chart)
        weekHeading = words.week
        loadHeading = words.load
        averageHeading = words.average
        rows = summary.weeks.map { week in
            Row(week: DateText.dayAndMonth(week.start, locale), load: week.load,
                average: week.averageScore.map { NumberText.fixed($0, locale) } ?? "–")
        }
        ratio = summary.ratio.map { words.ratio(ratio: NumberText.fixed($0, places: 2, locale)) }
    }
}
