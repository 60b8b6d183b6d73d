import FitTodayDomain

/// An exercise's best estimated one-rep max per session over time, drawn by ``DatedLineChart`` in the person's unit.
enum EstimatedMaxChart {
    /// The line's colour: contrasts at least 3:1 with the light and the dark page (tested).
    static let colour = "#1f77b4"

    /// The chart of `points` (oldest first, at least one), titled `title`; `description` is read by screen readers.
    static func svg(points: [ExerciseProgress.Point], locale: AppLocale, unit: WeightUnit = .kg, title: String, description: String) -> String {
        let unitLabel = unit == .kg ? locale.words.site.estimatedMaxChart.unit : locale.words.site.pounds.chartUnit
        return DatedLineChart.svg(points.map { .init(date: $0.date, value: unit.value(fromKilograms: $0.estimatedOneRepMaxKg)) },
                                  id: "progress-chart", colour: colour, unitLabel: unitLabel, title: title,
                                  description: description, locale: locale)
    }

    /// The best point of each calendar month, oldest first (the earliest session of the month on a tie).
    static func bestPerMonth(_ points: [ExerciseProgress.Point]) -> [ExerciseProgress.Point] {
        var result: [ExerciseProgress.Point] = []
        for point in points {
            if let last = result.last, last.date.year == point.date.year, last.date.month == point.date.month {
                if point.estimatedOneRepMaxKg > last.estimatedOneRepMaxKg + 1e-9 { result[result.count - 1] = point }
            } else {
                result.append(point)
            }
        }
        return result
    }
}
