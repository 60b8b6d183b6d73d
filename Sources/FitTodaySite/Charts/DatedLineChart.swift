import FitTodayDomain

/// A quantity over time as a static inline SVG: one line over a date axis, the values on the left, in the locale's
/// number and date format. No script; it scales to the width it is given (a 320 px phone included) and prints. The
/// pages that draw one put the same numbers in a table beside it. An exercise's estimated one-rep max
/// (``EstimatedMaxChart``) and the body weight on the history's index are drawn by it.
///
/// Every coordinate is written in whole tenths with integer arithmetic, so the same points give the same bytes
/// on every machine.
enum DatedLineChart {
    static let width = 400, height = 220
    private static let left = 56, right = 12, top = 12, bottom = 44

    /// One point: its day and its value in the unit shown.
    struct Point: Sendable {
        var date: LocalDate
        var value: Double
    }

    /// The chart of `points` (oldest first, at least one): `id` prefixes the title's and description's element ids
    /// (unique on its page), `unitLabel` is written under the axis, `description` is read by screen readers.
    static func svg(_ points: [Point], id: String, colour: String, unitLabel: String, title: String, description: String,
                    locale: AppLocale) -> String {
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let values = points.map { tenths($0.value) }
        let ticks = yTicks(low: values.min() ?? 0, high: values.max() ?? 0)
        let low = ticks.first ?? 0, high = ticks.last ?? 10
        let firstDay = points.first?.date.daysSinceEpoch ?? 0, span = (points.last?.date.daysSinceEpoch ?? 0) - firstDay
        // Positions in tenths of a unit: x by date (by order when every point is on one day), y by value.
        func x(_ index: Int) -> Int {
            let fraction = span > 0 ? Double(points[index].date.daysSinceEpoch - firstDay) / Double(span)
                : (points.count > 1 ? Double(index) / Double(points.count - 1) : 0.5)
            return left * 10 + Int((fraction * Double(plotWidth * 10)).rounded())
        }
        func y(_ value: Int) -> Int {
            (top + plotHeight) * 10 - Int((Double(value - low) / Double(max(high - low, 1)) * Double(plotHeight * 10)).rounded())
        }
        var parts: [String] = []
        parts.append("<svg class=\"\(id)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" width=\"100%\" viewBox=\"0 0 \(width) \(height)\" xmlns=\"http://www.w3.org/2000/svg\">")
        parts.append("<title id=\"\(id)-title\">\(HTMLEscaping.escape(title))</title>")
        parts.append("<desc id=\"\(id)-desc\">\(HTMLEscaping.escape(description))</desc>")
        for tick in ticks {
            let at = decimal(y(tick))
            parts.append("<line x1=\"\(left)\" y1=\"\(at)\" x2=\"\(width - right)\" y2=\"\(at)\" stroke=\"currentColor\" stroke-opacity=\"0.25\" stroke-width=\"1\"/>")
            parts.append("<text x=\"\(left - 6)\" y=\"\(decimal(y(tick) + 40))\" text-anchor=\"end\" font-size=\"14\" fill=\"currentColor\">\(NumberText.decimal(Double(tick) / 10, fractionDigits: 1, locale))</text>")
        }
        let baseline = top + plotHeight
        parts.append("<line x1=\"\(left)\" y1=\"\(baseline)\" x2=\"\(width - right)\" y2=\"\(baseline)\" stroke=\"currentColor\" stroke-width=\"1\"/>")
        let coordinates = points.indices.map { "\(decimal(x($0))),\(decimal(y(values[$0])))" }
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
        parts.append("<text x=\"\(left)\" y=\"\(labelY + 18)\" font-size=\"12\" fill=\"currentColor\">\(HTMLEscaping.escape(unitLabel))</text>")
        parts.append("</svg>")
        return parts.joined()
    }

    /// Tick values in tenths of a unit: a round step giving at most six lines that enclose `low`...`high`.
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
