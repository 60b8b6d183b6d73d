import FitTodayDomain

/// Weekly training load as bars, with each week's average readiness (4 to 20) as a dot on its own scale, as an
/// inline SVG drawn the way ``WeeklySetsChart`` draws (the same numbers are in a table beside it).
enum TrainingLoadChart {
    static func svg(_ summary: TrainingLoadSummary, locale: AppLocale, title: String) -> String {
        let weeks = summary.weeks
        let width = 640, left = 48, right = 40, top = 16, plotHeight = 160, axisHeight = 40
        let plotWidth = width - left - right
        let slot = plotWidth / max(weeks.count, 1)
        let barWidth = max(slot * 3 / 5, 4)
        let highest = max(weeks.map(\.load).max() ?? 0, 1)
        let baseline = top + plotHeight
        let height = baseline + axisHeight
        func y(load: Int) -> Double { Double(baseline) - Double(load) / Double(highest) * Double(plotHeight - 12) }
        // Readiness on its own axis, 4 at the bottom and 20 at the top.
        func y(score: Double) -> Double { Double(baseline) - (score - 4) / 16 * Double(plotHeight - 12) }
        var parts: [String] = []
        parts.append("<svg class=\"load-chart\" role=\"img\" aria-label=\"\(HTMLEscaping.escape(title))\" viewBox=\"0 0 \(width) \(height)\" xmlns=\"http://www.w3.org/2000/svg\">")
        parts.append("<title>\(HTMLEscaping.escape(title))</title>")
        parts.append("<line x1=\"\(left)\" y1=\"\(baseline)\" x2=\"\(width - right)\" y2=\"\(baseline)\" stroke=\"currentColor\" stroke-width=\"1\"/>")
        parts.append("<text x=\"\(left - 4)\" y=\"\(top + 8)\" text-anchor=\"end\" font-size=\"10\" fill=\"currentColor\">\(highest)</text>")
        parts.append("<text x=\"\(width - right + 4)\" y=\"\(top + 8)\" font-size=\"10\" fill=\"currentColor\">20</text>")
        parts.append("<text x=\"\(width - right + 4)\" y=\"\(baseline)\" font-size=\"10\" fill=\"currentColor\">4</text>")
        var dots: [(Int, Double)] = []
        for (index, week) in weeks.enumerated() {
            let x = left + index * slot + (slot - barWidth) / 2
            if week.load > 0 {
                let barTop = y(load: week.load)
                parts.append("<rect x=\"\(x)\" y=\"\(rounded(barTop))\" width=\"\(barWidth)\" height=\"\(rounded(Double(baseline) - barTop))\" fill=\"#1f77b4\"/>")
                parts.append("<text x=\"\(x + barWidth / 2)\" y=\"\(rounded(barTop - 3))\" text-anchor=\"middle\" font-size=\"10\" fill=\"currentColor\">\(week.load)</text>")
            }
            if let score = week.averageScore { dots.append((x + barWidth / 2, y(score: score))) }
            parts.append("<text x=\"\(left + index * slot + slot / 2)\" y=\"\(baseline + 14)\" text-anchor=\"middle\" font-size=\"11\" fill=\"currentColor\">\(DateText.dayAndMonth(week.start, locale))</text>")
        }
        if dots.count > 1 {
            let points = dots.map { "\($0.0),\(rounded($0.1))" }.joined(separator: " ")
            parts.append("<polyline points=\"\(points)\" fill=\"none\" stroke=\"#d55e00\" stroke-width=\"2\"/>")
        }
        for (x, dotY) in dots {
            parts.append("<circle cx=\"\(x)\" cy=\"\(rounded(dotY))\" r=\"4\" fill=\"#d55e00\"/>")
        }
        let unit = locale.words.site.readiness.chartUnit
        parts.append("<text x=\"\(left)\" y=\"\(baseline + 32)\" font-size=\"11\" fill=\"currentColor\">\(HTMLEscaping.escape(unit.prefix(1).uppercased() + unit.dropFirst()))</text>")
        parts.append("</svg>")
        return parts.joined()
    }

    private static func rounded(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : String(Double(tenths) / 10)
    }
}
