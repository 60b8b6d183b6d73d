import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// The week's page (`week/index.html` and its Markdown twin) and today's link to it, only when the build is given
/// the week; everything in it escaped.
@Suite struct WeekPageTests {
    private static let week = WeekOutlook(split: .upperLower, frequency: 4, days: (0..<7).map { index in
        let date = SiteFixtures.today.adding(days: index)
        switch index {
        case 0: return PlannedDay(date: date, focus: .upper, mainLifts: ["Supino <b>reto</b>", "Remada & \"baixa\""])
        case 1: return PlannedDay(date: date, focus: .lower, mainLifts: ["Agachamento livre com barra"])
        case 3: return PlannedDay(date: date, focus: .mobility, recovery: false)
        default: return PlannedDay(date: date, focus: nil)
        }
    })

    @Test func theWeekHasItsPageAndTodayLinksIt() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        var options = SiteBuildOptions(outputDirectory: output, locale: .ptBR, today: SiteFixtures.today)
        options.week = Self.week
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
        let site = SiteInspector(root: output)
        let html = site.text("week/index.html")
        #expect(html.contains("<h1>Sua semana</h1>"))
        #expect(html.contains("Divisão: superiores e inferiores, 4× por semana."))
        #expect(html.contains("Supino &lt;b&gt;reto&lt;/b&gt;") && !html.contains("<b>reto</b>"))
        #expect(html.contains("Remada &amp; &quot;baixa&quot;"))
        #expect(html.contains("Membros inferiores — Agachamento livre com barra") && html.contains("descanso") && html.contains("Mobilidade"))
        let markdown = site.text("week/index.md")
        #expect(markdown.contains("# Sua semana") && markdown.contains("Agachamento livre com barra"))
        #expect(!markdown.contains("<b>reto</b>"))
        #expect(site.text("index.html").contains("<a href=\"week/index.html\">Ver a semana planejada</a>"))
        #expect(site.text("index.md").contains("[Ver a semana planejada](week/index.md)"))

        // Without the week (someone who follows a program): no page, no link, also when updating in place.
        options.week = nil
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("week/index.html").path))
        #expect(!site.text("index.html").contains("week/index.html"))
        _ = directory
    }

    @Test func theWeekReadsInEnglish() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        var options = SiteBuildOptions(outputDirectory: output, locale: .en, today: SiteFixtures.today)
        options.week = Self.week
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
        let html = SiteInspector(root: output).text("week/index.html")
        #expect(html.contains("<h1>Your week</h1>") && html.contains("Split: upper and lower body, 4× a week.") && html.contains("rest"))
        #expect(SiteInspector(root: output).text("index.html").contains("See the week ahead"))
        _ = directory
    }
}
