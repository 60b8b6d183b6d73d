import FitTodayTestSupport
import Foundation
import Testing

/// The history index's body weight: the chart, its table and the Markdown twin's table, in both locales and units,
/// built through the binary for a fixed day.
@Suite(.waitsOnChildren) struct BodyWeightPageTests {
    private func read(_ cli: FitTodayProcess, _ path: String) throws -> String {
        try String(contentsOfFile: cli.path(path), encoding: .utf8)
    }

    @Test func theIndexChartsAndTablesTheLastYearsEntries() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["body", "84", "--date", "2025-10-01"]).exitCode == 0)  // over a year before the build's day
        #expect(try cli.run(["body", "82,4", "--date", "2026-11-20", "--waist", "88"]).exitCode == 0)
        #expect(try cli.run(["body", "81,95", "--date", "2026-11-27"]).exitCode == 0)
        #expect(try cli.run(["body", "81", "--date", "2026-11-30"]).exitCode == 0)  // after the build's day
        let built = try cli.run(["build", "--date", "2026-11-28", "--offline", "--quiet"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let page = try read(cli, "public/history/index.html")
        #expect(page.contains("<h2 id=\"body-weight-title\">Peso corporal</h2>"))
        #expect(page.contains("Último registro: 81,95 kg em 27/11/2026."), "\(page)")
        #expect(page.contains("<svg class=\"body-weight-chart\" role=\"img\" aria-labelledby=\"body-weight-chart-title body-weight-chart-desc\""))
        #expect(page.contains("<desc id=\"body-weight-chart-desc\">2 registros, de 82,4 kg em 20/11/2026 a 82 kg em 27/11/2026.</desc>"), "\(page)")
        // Two dots: the entry of last year and the one after the build's day are not on it.
        let chart = try #require(page.range(of: "<svg class=\"body-weight-chart\"").flatMap { start in
            page.range(of: "</svg>", range: start.upperBound..<page.endIndex).map { String(page[start.lowerBound..<$0.upperBound]) }
        })
        #expect(chart.components(separatedBy: "<circle ").count == 3)
        #expect(chart.contains(">peso corporal em kg</text>"))
        #expect(page.contains("<th scope=\"col\">Cintura (cm)</th>") && !page.contains("Gordura corporal (%)"))
        #expect(page.contains("<tr><th scope=\"row\">27/11/2026</th><td>81,95</td><td>–</td></tr><tr><th scope=\"row\">20/11/2026</th><td>82,4</td><td>88</td></tr>"), "\(page)")
        #expect(!page.contains("01/10/2025") && !page.contains("30/11/2026"))
        let twin = try read(cli, "public/history/index.md")
        #expect(twin.contains("## Peso corporal"))
        #expect(twin.contains("| Data | Peso (kg) | Cintura (cm) |\n|---|---:|---:|\n| 27/11/2026 | 81,95 | – |\n| 20/11/2026 | 82,4 | 88 |\n"), "\(twin)")
        // No entry at all: no section.
        let empty = try FitTodayProcess()
        try empty.initialize()
        #expect(try empty.run(["build", "--date", "2026-11-28", "--offline", "--quiet"]).exitCode == 0)
        #expect(!(try read(empty, "public/history/index.html")).contains("body-weight"))
    }

    @Test func inEnglishAndPoundsAndAsWeeklyAveragesForADailyWeigher() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"]).exitCode == 0)
        // 91 daily entries (more than 60): one row a week, the week's mean, dated by its Monday.
        var rows = ["Date,Time,Measurement,Value,Unit"]
        for day in 0..<91 {
            let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: ISO8601DateFormatter().date(from: "2026-09-01T12:00:00Z")!)!
            let text = ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
            rows.append("\(text),07:00:00,Bodyweight,\(180 + day % 7),lbs")
        }
        try cli.write(rows.joined(separator: "\n") + "\n", to: "body.csv")
        let imported = try cli.run(["import", "body.csv"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let built = try cli.run(["build", "--date", "2026-12-01", "--offline", "--quiet"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let page = try read(cli, "public/history/index.html")
        #expect(page.contains("<h2 id=\"body-weight-title\">Body weight</h2>"))
        #expect(page.contains("Latest entry: 186 lb on 11/30/2026."), "\(page)")
        #expect(page.contains("The last 12 months, each week&#39;s average (there are over 60 entries)."), "\(page)")
        #expect(page.contains("<th scope=\"col\">Week of</th><th scope=\"col\">Weight (lb)</th>"))
        // 2026-09-01 is a Tuesday: weeks from Monday 08-31 to Monday 11-30, 14 of them.
        let table = try #require(page.components(separatedBy: "<table class=\"chart-data\">").last)
        #expect(table.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == 14)
        // A whole week holds 180…186 once each: 183 lb.
        #expect(page.contains("<tr><th scope=\"row\">09/07/2026</th><td>183</td></tr>"), "\(page)")
        // The first week (Tue 09-01 to Sun 09-06: 180…185) averages 182.5; the last (Mon 11-30 alone, day 90: 186).
        #expect(page.contains("<tr><th scope=\"row\">08/31/2026</th><td>182.5</td></tr>") && page.contains("<tr><th scope=\"row\">11/30/2026</th><td>186</td></tr>"))
        #expect(page.contains(">body weight in lb</text>"))
        // The same data give the same bytes.
        #expect(try cli.run(["build", "--date", "2026-12-01", "--offline", "--quiet", "--out", "again"]).exitCode == 0)
        #expect(try read(cli, "again/history/index.html") == page)
    }
}
