import FitTodayDomain

/// Hard sets per muscle group per week as an inline SVG: one small row of weekly bars per group, drawn
/// over the target band (10–20 sets a week by default), so each group reads against its own goal rather
/// than as a slice of a stack. Cardio and exercises with no group are left out (sets of cardio say little
/// about muscle volume); the same numbers are in a table beside it for screen readers and print.
enum WeeklySetsChart {
    /// The groups charted, in the enum's order: those with any hard set in the weeks shown.
    static func groupsCharted(_ figures: SummaryFigures) -> [MuscleGroup] {
        let present = Set(figures.weeklySets.filter { $0.sets > 0 }.compactMap(\.muscleGroup))
        return MuscleGroup.allCases.filter { $0 != .cardio && present.contains($0) }
    }

    static func sets(_ figures: SummaryFigures, _ group: MuscleGroup, _ week: LocalDate) -> Int {
        figures.weeklySets.first { $0.weekStart == week && $0.muscleGroup == group }?.sets ?? 0
    }

    static func svg(figures: SummaryFigures, target: ClosedRange<Int>, locale: AppLocale, title: String) -> String {
        let groups = groupsCharted(figures)
        let weeks = figures.weeks
        let width = 640, labelWidth = 112, right = 8, rowHeight = 84, top = 8, axisHeight = 40
        let plotWidth = width - labelWidth - right
        let slot = plotWidth / max(weeks.count, 1)
        let barWidth = max(slot * 3 / 5, 4)
        let highest = groups.flatMap { group in weeks.map { sets(figures, group, $0) } }.max() ?? 0
        let scaleTop = Double(max(highest, target.upperBound + target.upperBound / 4, 1))
        let barArea = Double(rowHeight - 18)
        let height = top + rowHeight * groups.count + axisHeight
        let unit = locale.words.site.weeklySetsChart.unit
        var parts: [String] = []
        parts.append("<svg class=\"sets-chart\" role=\"img\" aria-label=\"\(HTMLEscaping.escape(title))\" viewBox=\"0 0 \(width) \(height)\" xmlns=\"http://www.w3.org/2000/svg\">")
        parts.append("<title>\(HTMLEscaping.escape(title))</title>")
        for (row, group) in groups.enumerated() {
            let baseline = top + row * rowHeight + rowHeight - 4
            func y(_ value: Int) -> Double { Double(baseline) - Double(value) / scaleTop * barArea }
            let bandTop = y(target.upperBound), bandBottom = y(target.lowerBound)
            parts.append("<text x=\"0\" y=\"\(baseline - rowHeight / 2 + 6)\" font-size=\"13\" fill=\"currentColor\">\(HTMLEscaping.escape(group.label(locale)))</text>")
            parts.append("<rect class=\"target\" x=\"\(labelWidth)\" y=\"\(rounded(bandTop))\" width=\"\(plotWidth)\" height=\"\(rounded(bandBottom - bandTop))\" fill=\"currentColor\" fill-opacity=\"0.12\"/>")
            parts.append("<text x=\"\(labelWidth - 4)\" y=\"\(rounded(bandTop + 4))\" text-anchor=\"end\" font-size=\"10\" fill=\"currentColor\">\(target.upperBound)</text>")
            parts.append("<text x=\"\(labelWidth - 4)\" y=\"\(rounded(bandBottom + 4))\" text-anchor=\"end\" font-size=\"10\" fill=\"currentColor\">\(target.lowerBound)</text>")
            parts.append("<line x1=\"\(labelWidth)\" y1=\"\(baseline)\" x2=\"\(width - right)\" y2=\"\(baseline)\" stroke=\"currentColor\" stroke-width=\"1\"/>")
            for (index, week) in weeks.enumerated() {
                let value = sets(figures, group, week)
                guard value > 0 else { continue }
                let x = labelWidth + index * slot + (slot - barWidth) / 2
                let barTop = y(value)
                parts.append("<rect x=\"\(x)\" y=\"\(rounded(barTop))\" width=\"\(barWidth)\" height=\"\(rounded(Double(baseline) - barTop))\" fill=\"\(colour(group))\"/>")
                parts.append("<text x=\"\(x + barWidth / 2)\" y=\"\(rounded(barTop - 3))\" text-anchor=\"middle\" font-size=\"10\" fill=\"currentColor\">\(value)</text>")
            }
        }
        let axis = top + rowHeight * groups.count
        for (index, week) in weeks.enumerated() {
            parts.append("<text x=\"\(labelWidth + index * slot + slot / 2)\" y=\"\(axis + 14)\" text-anchor=\"middle\" font-size=\"11\" fill=\"currentColor\">\(DateText.dayAndMonth(week, locale))</text>")
        }
        let band = locale.words.site.weeklySetsChart.band(lowerBound: target.lowerBound, upperBound: target.upperBound)
        parts.append("<text x=\"\(labelWidth)\" y=\"\(axis + 32)\" font-size=\"11\" fill=\"currentColor\">\(HTMLEscaping.escape("\(unit.prefix(1).uppercased() + unit.dropFirst()) · \(band)"))</text>")
        parts.append("</svg>")
        return parts.joined()
    }

    private static func rounded(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : String(Double(tenths) / 10)
    }

    /// One fixed colour per group, so a group keeps its colour from page to page. Chosen to contrast at
    /// least 3:1 with both the light and the dark page background and to differ clearly from one another
    /// (tested: `WeeklySetsChartTests`).
    static func colour(_ group: MuscleGroup) -> String {
        switch group {
        case .chest: "#d55e00"
        case .back: "#1f77b4"
        case .legs: "#2ca02c"
        case .shoulders: "#9333ea"
        case .arms: "#8c564b"
        case .core: "#db2777"
        case .cardio: "#7f7f7f"
        }
    }
}
