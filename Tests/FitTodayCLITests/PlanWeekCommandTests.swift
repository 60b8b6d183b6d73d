import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday plan week`: the split intended for the next seven days, in both languages and in JSON.
@Suite(.waitsOnChildren) struct PlanWeekCommandTests {
    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(PlanGenerateTests.content)\"\n", to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    private func foci(_ week: [String: Any]) -> [String?] {
        ((week["days"] as? [[String: Any]]) ?? []).map { $0["focus"] as? String }
    }

    @Test func frequencyChangesTheWeekAndACheckInDecidesItsDay() throws {
        let cli = try prepared()
        #expect(try cli.run(["profile", "set", "--frequency", "2"]).exitCode == 0)
        let twice = try cli.json(["plan", "week", "--date", "2026-11-23"])
        #expect(twice["split"] as? String == "full-body" && twice["frequency"] as? Int == 2)
        #expect(foci(twice).count == 7 && foci(twice).compactMap { $0 }.count == 2)
        #expect(try cli.run(["profile", "set", "--frequency", "6"]).exitCode == 0)
        let six = try cli.json(["plan", "week", "--date", "2026-11-23"])
        #expect(six["split"] as? String == "push-pull-legs")
        #expect(Set(foci(six).compactMap { $0 }) == ["push", "pull", "legs"])
        #expect(foci(twice) != foci(six))
        let days = try #require(six["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == (23...29).map { "2026-11-\($0)" })
        #expect(days.filter { $0["focus"] is String }.allSatisfy { !(($0["main_lifts"] as? [String]) ?? []).isEmpty })
        // A rest check-in on the first day rests it.
        #expect(try cli.run(["checkin", "--focus", "rest", "--date", "2026-11-23"]).exitCode == 0)
        #expect(foci(try cli.json(["plan", "week", "--date", "2026-11-23"])).first! == nil)
    }

    /// A check-in that only says how you are leaves the day to the week: the terminal says the week chose, and
    /// today's page (and its Markdown twin) never calls that day "full body".
    @Test func aCheckInWithoutAFocusLetsTheWeekChooseAndThePageSaysNoFocus() throws {
        let cli = try prepared()
        #expect(try cli.run(["profile", "set", "--frequency", "4"]).exitCode == 0)
        #expect(try cli.run(["checkin", "--sleep", "4", "--fatigue", "4", "--stress", "4", "--mood", "4"]).exitCode == 0)
        let generated = try cli.run(["plan", "generate"])
        #expect(generated.exitCode == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains("Membros superiores") && !generated.stdout.contains("Corpo inteiro"))
        #expect(generated.stdout.contains("não escolheu um foco: a sua semana escolheu o treino (superiores e inferiores"))
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        let markdown = try String(contentsOfFile: cli.path("public/index.md"), encoding: .utf8)
        #expect(page.contains("check-in-title") && !page.contains("<dt>Foco</dt>") && !page.contains("Corpo inteiro"))
        #expect(markdown.contains("## Check-in") && !markdown.contains("- Foco:"))
        // A focus given is the day's focus, on the page as in the plan.
        #expect(try cli.run(["checkin", "--focus", "lower"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let lower = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(lower.contains("<dt>Foco</dt><dd>Membros inferiores</dd>"))
        #expect(try String(contentsOfFile: cli.path("public/index.md"), encoding: .utf8).contains("- Foco: Membros inferiores"))
    }

    /// A person with an active plan of their own still gets the week's page the composer plans (it was left out
    /// whenever a plan was active), the same days and foci `plan week` prints for that date.
    @Test func anActivePlanStillGetsTheWeekPageThatPlanWeekPrints() throws {
        let cli = try prepared()
        #expect(try cli.run(["profile", "set", "--frequency", "4"]).exitCode == 0)
        #expect(try cli.run(["plan", "new", "Treino A", "--activate"]).exitCode == 0)
        let week = try cli.json(["plan", "week", "--date", "2026-11-23"])
        let built = try cli.run(["build", "--offline", "--date", "2026-11-23"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let page = try String(contentsOfFile: cli.path("public/week/index.html"), encoding: .utf8)
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(days.count == 7)
        // Each day the week trains names its focus on the page, in the order `plan week` gives.
        let labels = ["upper": "Membros superiores", "lower": "Membros inferiores", "full-body": "Corpo inteiro",
                      "push": "Empurrar", "pull": "Puxar", "legs": "Pernas"]
        var from = page.startIndex
        for focus in days.compactMap({ $0["focus"] as? String }) {
            let label = try #require(labels[focus], "unknown focus \(focus)")
            let found = try #require(page.range(of: label, range: from..<page.endIndex), "\(label) missing or out of order")
            from = found.upperBound
        }
        #expect(try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8).contains("week/"))
    }

    /// Someone who follows a program sees the program's next days in order, with their exercises, not the
    /// composer's week; the days move on with what is logged, and the week page stays out of the site.
    @Test func aProgramsWeekIsItsNextDays() throws {
        let cli = try prepared()
        let start = try cli.run(["program", "start", "531-bbb", "--tm", "Agachamento livre com barra=100", "--tm", "Supino reto com barra=70",
                                 "--tm", "Levantamento terra=120", "--tm", "Desenvolvimento militar com barra=45"])
        #expect(start.exitCode == 0, "\(start.stderr)")
        let week = try cli.json(["plan", "week"])
        let program = try #require(week["program"] as? [String: Any])
        #expect(program["id"] as? String == "531-bbb" && week["frequency"] as? Int == 4)
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(days.map { $0["day_name"] as? String } == ["Desenvolvimento", "Terra", "Supino", "Agachamento"])
        #expect(days.allSatisfy { $0["cycle"] as? Int == 1 && $0["week"] as? Int == 1 && $0["date"] == nil && $0["focus"] == nil })
        #expect((days[0]["lifts"] as? [String])?.first == "Desenvolvimento militar com barra")
        let text = try cli.run(["plan", "week"])
        #expect(text.stdout.contains("Sua semana segue o programa") && text.stdout.contains("fittoday program status"))
        #expect(text.stdout.contains("  Ciclo 1, semana 1, dia Desenvolvimento: Desenvolvimento militar com barra"))
        #expect(!text.stdout.contains("Sua semana: "))
        let english = try cli.run(["plan", "week", "--locale", "en"])
        #expect(english.stdout.contains("Your week follows the program") && english.stdout.contains("Overhead press"))
        // Logging the day moves the week on by one.
        let today = try cli.json(["plan", "generate"])
        #expect(try cli.run(["log", "--plan", "\(today["id"] as? Int ?? 0)", "--set", "Desenvolvimento militar com barra:5x30"]).exitCode == 0)
        let after = try cli.json(["plan", "week"])
        #expect(((after["days"] as? [[String: Any]]) ?? []).first?["day_name"] as? String == "Terra")
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.path("public/week/index.html")))
        // The composer's week says it follows no program.
        #expect(try cli.run(["program", "stop"]).exitCode == 0)
        #expect(try cli.json(["plan", "week"])["program"] is NSNull)
    }

    @Test func theWeekReadsInBothLanguages() throws {
        let cli = try prepared()
        #expect(try cli.run(["profile", "set", "--frequency", "4"]).exitCode == 0)
        let portuguese = try cli.run(["plan", "week", "--date", "2026-11-23"])
        #expect(portuguese.exitCode == 0)
        #expect(portuguese.stdout.contains("Sua semana: superiores e inferiores, 4× por semana."))
        #expect(portuguese.stdout.contains("2026-11-23  Membros superiores — ") && portuguese.stdout.contains("descanso"))
        let english = try cli.run(["plan", "week", "--date", "2026-11-23", "--locale", "en"])
        #expect(english.stdout.contains("Your week: upper and lower body, 4× a week."))
        // Each date as the terminal writes dates in that language (month first in English, as history lists them).
        #expect(english.stdout.contains("11/23/2026  Upper body — ") && english.stdout.contains("rest"), "\(english.stdout)")
        #expect(!english.stdout.contains("2026-11-2"))
        #expect(portuguese.stdout.split(separator: "\n").count == 8 && english.stdout.split(separator: "\n").count == 8)
    }
}
