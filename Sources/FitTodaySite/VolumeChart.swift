import FitTodayDomain

/// The weekly volume per muscle group as an inline SVG: one stacked bar per week, one colour per group,
/// with a text legend. The same numbers are in a table beside it for screen readers and print.
enum VolumeChart {
    static func svg(figures: SummaryFigures, locale: AppLocale, title: String) -> String {
        let groups = groupsCharted(figures)
        let totals = figures.weeks.map { week in figures.weeklyVolume.filter { $0.weekStart == week }.reduce(0) { $0 + $1.volumeKg } }
        let maximum = max(totals.max() ?? 0, 1)
        let width = 640, height = 260, left = 56, bottom = 40, top = 16
        let barSpace = (width - left - 8) / max(figures.weeks.count, 1)
        let plotHeight = Double(height - bottom - top)
        var parts: [String] = []
        parts.append("<svg class=\"volume-chart\" role=\"img\" aria-label=\"\(HTMLEscaping.escape(title))\" viewBox=\"0 0 \(width) \(height + 24 * ((groups.count + 3) / 4))\" xmlns=\"http://www.w3.org/2000/svg\">")
        parts.append("<title>\(HTMLEscaping.escape(title))</title>")
        parts.append("<line x1=\"\(left)\" y1=\"\(height - bottom)\" x2=\"\(width - 4)\" y2=\"\(height - bottom)\" stroke=\"currentColor\" stroke-width=\"1\"/>")
        parts.append("<text x=\"\(left - 6)\" y=\"\(top + 4)\" text-anchor=\"end\" font-size=\"12\" fill=\"currentColor\">\(format(maximum))</text>")
        parts.append("<text x=\"\(left - 6)\" y=\"\(height - bottom)\" text-anchor=\"end\" font-size=\"12\" fill=\"currentColor\">0</text>")
        for (index, week) in figures.weeks.enumerated() {
            let x = left + index * barSpace + barSpace / 6
            var y = Double(height - bottom)
            for (groupIndex, group) in groups.enumerated() {
                let value = figures.weeklyVolume.first { $0.weekStart == week && $0.muscleGroup == group }?.volumeKg ?? 0
                guard value > 0 else { continue }
                let barHeight = value / maximum * plotHeight
                y -= barHeight
                parts.append("<rect x=\"\(x)\" y=\"\(rounded(y))\" width=\"\(barSpace * 2 / 3)\" height=\"\(rounded(barHeight))\" fill=\"\(colour(groupIndex))\"/>")
            }
            parts.append("<text x=\"\(x + barSpace / 3)\" y=\"\(height - bottom + 18)\" text-anchor=\"middle\" font-size=\"12\" fill=\"currentColor\">\(weekLabel(week))</text>")
        }
        for (groupIndex, group) in groups.enumerated() {
            let x = left + (groupIndex % 4) * 145, y = height + 24 * (groupIndex / 4)
            let name = group?.label(locale) ?? locale.pick("Sem grupo", "No group")
            parts.append("<rect x=\"\(x)\" y=\"\(y - 11)\" width=\"12\" height=\"12\" fill=\"\(colour(groupIndex))\"/>")
            parts.append("<text x=\"\(x + 18)\" y=\"\(y)\" font-size=\"13\" fill=\"currentColor\">\(HTMLEscaping.escape(name))</text>")
        }
        parts.append("</svg>")
        return parts.joined()
    }

    /// The groups with any volume, in the enum's order, custom exercises last.
    static func groupsCharted(_ figures: SummaryFigures) -> [MuscleGroup?] {
        let present = Set(figures.weeklyVolume.map(\.muscleGroup))
        var groups: [MuscleGroup?] = MuscleGroup.allCases.filter { present.contains($0) }
        if present.contains(nil) { groups.append(nil) }
        return groups
    }

    static func weekLabel(_ week: LocalDate) -> String { String(format: "%02d/%02d", week.day, week.month) }

    static func format(_ value: Double) -> String { String(Int(value.rounded())) }

    private static func rounded(_ value: Double) -> String { String(format: "%.1f", value) }

    // Mid-tone colours that read on light and dark backgrounds alike.
    private static let palette = ["#d9480f", "#1971c2", "#2f9e44", "#e8590c", "#7048e8", "#0c8599", "#c2255c", "#868e96"]
    private static func colour(_ index: Int) -> String { palette[index % palette.count] }
}
