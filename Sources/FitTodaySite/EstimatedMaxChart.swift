import FitTodayDomain

/// An exercise's best estimated one-rep max per session over time, as a static inline SVG: one line over a
/// date axis, kilograms on the left, in the locale's number and date format. No script; it scales to the
/// width it is given (a 320 px phone included) and prints. The same points are in a table beside it.
///
/// Every coordinate is written in whole tenths with integer arithmetic, so the same points give the same bytes
/// on every machine.
enum EstimatedMaxChart {
    static let width = 400, height = 220
    private static let left = 56, right = 12, top = 12, bottom = 44

    /// The line's colour: contrasts at least 3:1 with the light and the dark page (tested).
    static let colour = "#1f77b4"

    /// The chart of `points` (oldest first, at least one), titled `title`; `description` is read by screen readers.
    static func svg(points: [ExerciseProgress.Point], locale: AppLocale, unit: WeightUnit = .kg, title: String, description: String) -> String {
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let estimates = points.map { tenths(unit.value(fromKilograms: $0.estimatedOneRepMaxKg)) }
        let ticks = yTicks(low: estimates.min() ?? 0, high: estimates.max() ?? 0)
        let low = ticks.first ?? 0, high = ticks.last ?? 10
        let firstDay = points.first?.date.daysSinceEpoch ?? 0, span = (points.last?.date.daysSinceEpoch ?? 0) - firstDay
        // Positions in tenths of a unit: x by date (by order when every point is on one day), y by kilograms.
        func x(_ index: Int) -> Int {
            let fraction = span > 0 ? Double(points[index].date.daysSinceEpoch - firstDay) / Double(span)
                : (points.count > 1 ? Double(index) / Double(points.count - 1) : 0.5)
            return left * 10 + Int((fraction * Double(plotWidth * 10)).rounded())
        }
        func y(_ value: Int) -> Int {
            (top + plotHeight) * 10 - Int((Double(value - low) / Double(max(high - low, 1)) * Double(plotHeight * 10)).rounded())
        }
        let escapedTitle = HTMLEscaping.escape(title)
        var parts: [String] = []
        parts.append("<svg class=\"progress-chart\" role=\"img\" aria-labelledby=\"progress-chart-title progress-chart-desc\" width=\"100%\" viewBox=\"0 0 \(width) \(height)\" xmlns=\"http://www.w3.org/2000/svg\">")
        parts.append("<title id=\"progress-chart-title\">\(escapedTitle)</title>")
        parts.append("<desc id=\"progress-chart-desc\">\(HTMLEscaping.escape(description))</desc>")
        for tick in ticks {
            let at = decimal(y(tick))
            parts.append("<line x1=\"\(left)\" y1=\"\(at)\" x2=\"\(width - right)\" y2=\"\(at)\" stroke=\"currentColor\" stroke-opacity=\"0.25\" stroke-width=\"1\"/>")
            parts.append("<text x=\"\(left - 6)\" y=\"\(decimal(y(tick) + 40))\" text-anchor=\"end\" font-size=\"14\" fill=\"currentColor\">\(NumberText.decimal(Double(tick) / 10, fractionDigits: 1, locale))</text>")
        }
        let baseline = top + plotHeight
        parts.append("<line x1=\"\(left)\" y1=\"\(baseline)\" x2=\"\(width - right)\" y2=\"\(baseline)\" stroke=\"currentColor\" stroke-width=\"1\"/>")
        let coordinates = points.indices.map { "\(decimal(x($0))),\(decimal(y(estimates[$0])))" }
        if points.count > 1 {
            parts.append("<polyline points=\"\(coordinates.joined(separator: " "))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>")
        }
        // Dots while they stay apart; a long history reads as the line alone.
        if points.count <= 60 {
            for coordinate in coordinates {
                let xy = coordinate.split(separator: ",")
                parts.append("<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"3.5\" fill=\"\(colour)\"/>")
            }
        }
        let labelY = baseline + 19
        var labels: [(index: Int, anchor: String)] = [(0, "start")]
        if points.count > 1 { labels.append((points.count - 1, "end")) }
        // A middle date only where it cannot run into the first or the last one (about 80 units wide each).
        if points.count > 2, x(points.count / 2) - left * 10 >= 900, (width - right) * 10 - x(points.count / 2) >= 900 {
            labels.insert((points.count / 2, "middle"), at: 1)
        }
        for label in labels {
            let at = label.anchor == "start" ? left * 10 : label.anchor == "end" ? (width - right) * 10 : x(label.index)
            parts.append("<text x=\"\(decimal(at))\" y=\"\(labelY)\" text-anchor=\"\(label.anchor)\" font-size=\"14\" fill=\"currentColor\">\(DateText.table(points[label.index].date, locale))</text>")
        }
        let unitLabel = unit == .kg ? locale.words.site.estimatedMaxChart.unit : locale.words.site.pounds.chartUnit
        parts.append("<text x=\"\(left)\" y=\"\(labelY + 18)\" font-size=\"12\" fill=\"currentColor\">\(HTMLEscaping.escape(unitLabel))</text>")
        parts.append("</svg>")
        return parts.joined()
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

    /// Tick values in tenths of a kilogram: a round step giving at most six lines that enclose `low`...`high`.
    static func yTicks(low: Int, high: Int) -> [Int] {
        let steps = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000]
        for step in steps {
            let first = floorDiv(low, step) * step
            var last = -floorDiv(-high, step) * step
            if last == first { last += step }
            if (last - first) / step <= 5 { return Array(stride(from: first, through: last, by: step)) }
        }
        let step = steps.last!
        return [floorDiv(low, step) * step, (-floorDiv(-high, step) + 1) * step]
    }

    private static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    static func tenths(_ value: Double) -> Int { Int((value * 10).rounded()) }

    /// `tenths` / 10 as SVG writes numbers: `123`, `12.5`, `-0.5`.
    static func decimal(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : "", whole = abs(tenths) / 10, fraction = abs(tenths) % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
