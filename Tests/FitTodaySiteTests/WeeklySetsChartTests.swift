@testable import FitTodaySite
import FitTodayDomain
import Foundation
import Testing

/// The history chart: distinct colours that read on both page backgrounds, the target band, honest axis text.
@Suite struct WeeklySetsChartTests {
    /// WCAG 2 relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        let channels = stride(from: 1, to: 7, by: 2).map { offset -> Double in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            let value = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// CIE L*a*b* (D65) of `#rrggbb`, for the distance between two series colours.
    static func lab(_ hex: String) -> (Double, Double, Double) {
        let linear = stride(from: 1, to: 7, by: 2).map { offset -> Double in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            let value = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear[0], linear[1], linear[2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    @Test func seriesColoursAreDistinctAndReadOnLightAndDarkPages() throws {
        let css = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FitTodaySite/Resources/assets/style.css"), encoding: .utf8)
        // The screen's light and dark backgrounds (print's white is the light one again).
        let backgrounds = Set(css.components(separatedBy: "--bg: ").dropFirst().map { String($0.prefix(7)) }.filter { $0.dropFirst().allSatisfy(\.isHexDigit) })
        #expect(backgrounds == ["#ffffff", "#121417"], "light and dark --bg")
        let groups = MuscleGroup.allCases.filter { $0 != .cardio }
        for group in groups {
            for background in backgrounds {
                #expect(Self.contrast(WeeklySetsChart.colour(group), background) >= 3, "\(group) on \(background)")
            }
        }
        for (index, first) in groups.enumerated() {
            for second in groups[(index + 1)...] {
                let (a, b) = (Self.lab(WeeklySetsChart.colour(first)), Self.lab(WeeklySetsChart.colour(second)))
                let distance = ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)).squareRoot()
                #expect(distance >= 30, "\(first) and \(second) are too alike (ΔE \(distance))")
            }
        }
    }

    @Test func barsSitOverTheTargetBandWithTheUnitSpelledOut() {
        let week = LocalDate("2026-11-16")!
        let figures = SummaryFigures(
            sessionsThisWeek: 2, sessionsThisMonth: 5, weeklyFrequency: 3, sessionsPerWeek: [:], weeks: [week.adding(days: -7), week],
            weeklyVolume: [], weeklySets: [
                WeeklySets(weekStart: week, muscleGroup: .chest, sets: 14), WeeklySets(weekStart: week, muscleGroup: .core, sets: 6),
                WeeklySets(weekStart: week, muscleGroup: .cardio, sets: 9), WeeklySets(weekStart: week, muscleGroup: nil, sets: 3),
            ]
        )
        #expect(WeeklySetsChart.groupsCharted(figures) == [.chest, .core])
        let svg = WeeklySetsChart.svg(figures: figures, target: 10...20, locale: .ptBR, title: "Séries")
        #expect(svg.components(separatedBy: "class=\"target\"").count == 3) // one band per group charted
        #expect(svg.contains(">14</text>") && svg.contains(">6</text>"))
        #expect(svg.contains("Séries por semana · faixa sombreada: meta de 10 a 20"))
        #expect(svg.contains(WeeklySetsChart.colour(.chest)) && svg.contains(WeeklySetsChart.colour(.core)))
        #expect(!svg.contains(WeeklySetsChart.colour(.cardio)))
        let english = WeeklySetsChart.svg(figures: figures, target: 12...18, locale: .en, title: "Sets")
        #expect(english.contains("Sets a week · shaded band: target of 12 to 18"))
        // Each week by its first day, written as the page's dates are: day first in Portuguese, month first in English.
        #expect(svg.contains(">09/11</text>") && svg.contains(">16/11</text>"))
        #expect(english.contains(">11/09</text>") && english.contains(">11/16</text>") && !english.contains(">16/11</text>"))
        let table = Figures(figures, today: week, target: 10...20, locale: .en, title: "Sets")
        #expect(table.weekLabels == ["11/09", "11/16"])
        let load = TrainingLoadSummary(weeks: [TrainingLoadWeek(start: week, load: 120, averageScore: 14)], acute: 0, chronic: 0)
        #expect(TrainingLoadFigures(load, locale: .en).rows.map(\.week) == ["11/16"])
        #expect(TrainingLoadFigures(load, locale: .ptBR).rows.map(\.week) == ["16/11"])
        #expect(TrainingLoadChart.svg(load, locale: .en, title: "Load").contains(">11/16</text>"))
    }

    @Test func volumeFiguresUseTheLocalesThousandsSeparator() {
        #expect(WeightText.volumeNumber(24855, .kg, .ptBR) == "24.855")
        #expect(WeightText.volumeNumber(24855, .kg, .en) == "24,855")
    }
}
