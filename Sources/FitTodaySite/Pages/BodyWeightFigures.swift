import FitTodayDomain

/// The history index's body weight (`fittoday body`, and what imports bring): the latest entry, the last 12 months
/// as a chart (``DatedLineChart``) and the same numbers in a table, newest first, with the waist and body fat where
/// any entry of those months has them. Up to 60 entries are shown one by one; more (a daily weigher's year) become
/// each week's average, so the table stays readable and the chart's line the same shape.
struct BodyWeightFigures: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        var date: String
        var weight: String
        var waist: String
        var bodyFat: String
    }

    /// How far back the chart and the table reach, in days.
    static let windowDays = 365
    /// The most entries shown one by one.
    static let mostEntries = 60
    /// The line's colour: contrasts at least 3:1 with the light and the dark page, as the other charts' do.
    static let colour = "#d55e00"

    var title: String
    var latest: String?
    var scope: String
    var chartSVG: String?
    var dateHeading: String
    var weightHeading: String
    var waistHeading: String?
    var bodyFatHeading: String?
    var rows: [Row]
    var hasRows: Bool

    /// The figures of `measurements` (any order) up to `today`, or nil when there is no entry at all.
    init?(_ measurements: [BodyMeasurement], today: LocalDate, locale: AppLocale, unit: WeightUnit) {
        let words = locale.words.site.bodyWeight
        // A date after the build's day is not shown yet: the page must not change with the calendar's side of it.
        let known = measurements.filter { $0.date <= today }.sorted { $0.date < $1.date }
        guard !known.isEmpty else { return nil }
        title = words.title
        if let last = known.last(where: { $0.weightKg != nil }), let weight = last.weightKg {
            latest = words.latest(weight: WeightText.format(weight, unit, locale), date: DateText.table(last.date, locale))
        }
        let first = today.adding(days: 1 - Self.windowDays)
        let shown = known.filter { $0.date >= first }
        let weekly = shown.count > Self.mostEntries
        let points = weekly ? Self.weeklyAverages(shown) : shown
        scope = points.isEmpty ? words.none : weekly ? words.weekly : words.window
        dateHeading = weekly ? words.week : words.date
        weightHeading = words.weight(unit: unit.symbol)
        waistHeading = points.contains { $0.waistCm != nil } ? words.waist : nil
        bodyFatHeading = points.contains { $0.bodyFatPercent != nil } ? words.bodyFat : nil
        func number(_ value: Double?) -> String { value.map { NumberText.decimal($0, fractionDigits: 1, locale) } ?? "–" }
        rows = points.reversed().map { entry in
            Row(date: DateText.table(entry.date, locale),
                // An average is computed: to a tenth, as every estimate; an entry as it was given.
                weight: entry.weightKg.map { weekly ? WeightText.estimateNumber($0, unit, locale) : WeightText.number($0, unit, locale) } ?? "–",
                waist: number(entry.waistCm), bodyFat: number(entry.bodyFatPercent))
        }
        hasRows = !rows.isEmpty
        let weights = points.compactMap { entry in entry.weightKg.map { (date: entry.date, kilograms: $0) } }
        if let firstWeight = weights.first, let lastWeight = weights.last {
            let description = words.description(
                count: weights.count, first: WeightText.estimate(firstWeight.kilograms, unit, locale), firstDate: DateText.table(firstWeight.date, locale),
                last: WeightText.estimate(lastWeight.kilograms, unit, locale), lastDate: DateText.table(lastWeight.date, locale))
            chartSVG = DatedLineChart.svg(weights.map { .init(date: $0.date, value: unit.value(fromKilograms: $0.kilograms)) },
                                          id: "body-weight-chart", colour: Self.colour, unitLabel: words.chartUnit(unit: unit.symbol),
                                          title: words.title, description: description, locale: locale)
        }
    }

    /// One entry a week (Monday to Sunday, dated by its Monday): the mean of each value the week's entries have.
    static func weeklyAverages(_ entries: [BodyMeasurement]) -> [BodyMeasurement] {
        var weeks: [(start: LocalDate, entries: [BodyMeasurement])] = []
        for entry in entries {
            let start = entry.date.startOfWeek
            if weeks.last?.start == start { weeks[weeks.count - 1].entries.append(entry) } else { weeks.append((start, [entry])) }
        }
        func mean(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
        return weeks.map { week in
            BodyMeasurement(date: week.start, weightKg: mean(week.entries.compactMap(\.weightKg)),
                            waistCm: mean(week.entries.compactMap(\.waistCm)), bodyFatPercent: mean(week.entries.compactMap(\.bodyFatPercent)))
        }
    }
}
