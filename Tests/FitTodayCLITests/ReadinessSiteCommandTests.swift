import FitTodayTestSupport
import Foundation
import Testing

/// Readiness on the built site through the binary: today's page gives each change its reason, a published site
/// keeps the single answers private unless asked, the history charts the weekly load, and the sheet's effort
/// reaches the session through `import log`.
@Suite(.waitsOnChildren) struct ReadinessSiteCommandTests {
    static let bench = "Supino reto com barra"

    /// Someone whose own active plan is bench 3×8, who did 3×8 at 60 kg yesterday (+2.5 kg earned), checked in
    /// 4/4/4/4 for the 14 days before and 2/2/3/2 today, without a focus.
    private func lowDay(config: String = "") throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        if !config.isEmpty { try cli.write(config, to: "fittoday.toml") }
        try cli.initialize()
        let id = try cli.json(["plan", "new", "Meu treino A"])["id"] as? Int ?? 0
        #expect(try cli.run(["plan", "add-exercise", "\(id)", Self.bench, "--sets", "3", "--reps", "8", "--rest", "90"]).exitCode == 0)
        #expect(try cli.run(["plan", "activate", "\(id)"]).exitCode == 0)
        let today = Self.day(0)
        #expect(try cli.run(["log", "--date", Self.day(-1), "--plan", "\(id)", "--set", "\(Self.bench):8x60", "--set", "\(Self.bench):8x60",
                             "--set", "\(Self.bench):8x60"]).exitCode == 0)
        for offset in -15 ... -1 {
            #expect(try cli.run(["checkin", "--date", Self.day(offset), "--sleep", "4", "--fatigue", "4", "--stress", "4", "--mood", "4"]).exitCode == 0)
        }
        #expect(try cli.run(["checkin", "--date", today, "--sleep", "2", "--fatigue", "2", "--stress", "3", "--mood", "2"]).exitCode == 0)
        return cli
    }

    /// `offset` days from today, in the machine's time zone as the commands read it.
    static func day(_ offset: Int) -> String { CommandClock.day(offset) }

    @Test func todaysPageGivesEachChangeItsReasonAndAsPlannedLeavesItOut() throws {
        let cli = try lowDay()
        let built = try cli.run(["build", "--offline"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        // The band once, with the answers behind it; the score against the fixed thresholds once, no box repeating it.
        #expect(page.contains("<p class=\"readiness-band\">Prontidão muito baixa: sono 2/5"))
        #expect(page.components(separatedBy: "Prontidão muito baixa").count == 2 && !page.contains("Prontidão: prontidão"))
        #expect(page.contains("sem aumento hoje: 54 kg") == false)
        #expect(page.contains("sem aumento hoje: 60 kg, como em"))
        #expect(page.contains("cerca de 90% da carga: 55 kg") || page.contains("cerca de 90% da carga: 54 kg"))
        // Not published: the single answers are on the page.
        #expect(page.contains("sono 2/5"))
        let markdown = try String(contentsOfFile: cli.path("public/index.md"), encoding: .utf8)
        #expect(markdown.contains("sem aumento hoje: 60 kg"))
        #expect(try cli.run(["build", "--offline", "--as-planned"]).exitCode == 0)
        let planned = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(!planned.contains("sem aumento hoje") && planned.contains("62,5"))
    }

    /// Fewer than 7 check-ins: the fixed thresholds are said once, in the score's line; a published page, which
    /// leaves that line out, says it in its note instead.
    @Test func theFixedThresholdsAreSaidOnce() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["checkin", "--sleep", "2", "--fatigue", "2", "--stress", "2", "--mood", "2"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "limites fixos").count == 2)
        #expect(page.components(separatedBy: "Prontidão muito baixa").count == 2)
        let markdown = try String(contentsOfFile: cli.path("public/index.md"), encoding: .utf8)
        #expect(markdown.components(separatedBy: "limites fixos").count == 2 && markdown.contains("## Prontidão\n\nProntidão muito baixa: sono 2/5"))
        try cli.write("[site]\nbase_url = \"https://exemplo.com/treino/\"\n", to: "fittoday.toml")
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let published = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(published.components(separatedBy: "limites fixos").count == 2 && published.contains("<p class=\"note\">Menos de 7 check-ins"))
        #expect(published.contains("<p class=\"readiness-band\">Prontidão muito baixa</p>") && !published.contains("sono 2/5"))
    }

    @Test func aPublishedSiteShowsTheBandButNotTheAnswersUnlessAsked() throws {
        let cli = try lowDay(config: "[site]\nbase_url = \"https://exemplo.com/treino/\"\n")
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.contains("prontidão muito baixa") && !page.contains("sono 2/5") && !page.contains("humor 2/5"))
        try cli.write("[site]\nbase_url = \"https://exemplo.com/treino/\"\n[readiness]\npublish_answers = true\n", to: "fittoday.toml")
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let shown = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(shown.contains("sono 2/5"))
    }

    @Test func sessionEffortAddsItsLoadToTheWeekOnTheHistoryPage() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["log", "--rpe", "8", "--duration", "60", "--set", "\(Self.bench):8x50"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let history = try String(contentsOfFile: cli.path("public/history/index.html"), encoding: .utf8)
        let thisWeek = try #require(history.range(of: "<td>480</td>"))
        #expect(history[..<thisWeek.lowerBound].contains("load-chart"))
        #expect(history.contains("só informação, não uma regra"))
        // Another session the same week adds to it.
        #expect(try cli.run(["log", "--rpe", "5", "--duration", "20"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        #expect(try String(contentsOfFile: cli.path("public/history/index.html"), encoding: .utf8).contains("<td>580</td>"))
    }

    @Test func theSheetsEffortReachesTheSessionThroughImportLog() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let today = Self.day(0)
        try cli.write("""
            {"format": "fittoday-workout-log", "version": 1, "date": "\(today)", "plan_title": "Treino", "duration_minutes": 45, "rpe": 7,
             "sets": [{"position": 1, "exercise_id": "supino-reto-com-barra", "kind": "working", "set": 1, "reps": 8, "weight_kg": 60}]}
            """, to: "log.json")
        let imported = try cli.run(["import", "log", "log.json"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let sessions = try cli.json(["history"])["sessions"] as? [[String: Any]] ?? []
        let id = try #require(sessions.first?["id"] as? Int)
        let session = try cli.json(["session", "show", "\(id)"])
        #expect(session["rpe"] as? Int == 7 && session["session_load"] as? Int == 315 && session["intensity"] as? String == "moderate")
        try cli.write("""
            {"format": "fittoday-workout-log", "version": 1, "date": "\(today)", "rpe": 12,
             "sets": [{"position": 1, "exercise_id": "supino-reto-com-barra", "kind": "working", "set": 1, "reps": 8, "weight_kg": 60}]}
            """, to: "bad.json")
        #expect(try cli.run(["import", "log", "bad.json"]).exitCode != 0)
    }
}
