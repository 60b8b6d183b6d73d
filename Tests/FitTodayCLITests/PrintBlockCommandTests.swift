import Foundation
import Testing

/// `fittoday print block` through the binary (issue 52): the printed block equals the real path through the store
/// (each session logged as prescribed with `log --plan`, then `plan generate --date` gives the next printed one),
/// the choices kept in `[print]`, a composed week with `--weeks` ignored, and refusals said in words.
@Suite(.waitsOnChildren) struct PrintBlockCommandTests {
    /// A set as both paths give it, without its reason (which names the day a session was logged).
    static func sets(_ exercise: [String: Any]) -> [String] {
        (exercise["prescribed_sets"] as? [[String: Any]] ?? []).map { set in
            "\(set["kind"] ?? "")|\(set["reps"] ?? "")|\(set["weight_kg"] ?? "-")|\(set["plates_per_side_kg"] ?? "")"
        }
    }

    static func sessions(_ block: [String: Any]) -> [[String: Any]] { block["sessions"] as? [[String: Any]] ?? [] }

    @Test func aGZCLPBlockEqualsTheSessionsLoggedAsPrescribed() throws {
        let start = ["Agachamento livre com barra=100", "Supino reto com barra=60", "Desenvolvimento militar com barra=40", "Levantamento terra=120"]
        var lifter = try ProgramScenario(program: "gzclp", unit: "kg", start: start.flatMap { ["--start", $0] })
        let block = try lifter.cli.json(["print", "block", "--weeks", "4", "--date", lifter.date.text, "--offline"])
        let printed = Self.sessions(block)
        #expect(printed.count == 12, "4 weeks of 3 days")
        #expect(block["assumes_success"] as? Bool == true && block["weeks"] as? Int == 4)
        // The store's path: every printed session logged as the sheet prescribes it, one after another.
        for session in printed {
            let plan = try lifter.play()
            let exercises = plan["exercises"] as? [[String: Any]] ?? []
            let expected = session["exercises"] as? [[String: Any]] ?? []
            #expect(exercises.map { $0["exercise_id"] as? String } == expected.map { $0["exercise_id"] as? String }, "session \(session["number"] ?? "")")
            #expect(exercises.map(Self.sets) == expected.map(Self.sets), "session \(session["number"] ?? "")")
        }
        let settings = try String(contentsOfFile: lifter.cli.path("fittoday.toml"), encoding: .utf8)
        #expect(settings.contains("[print]\nweeks = 4\npaper = \"a4\""), "\(settings)")
        // The next build keeps the block current: it starts where the lifter now stands, 12 sessions on.
        let again = try lifter.cli.json(["print", "block", "--date", lifter.date.text, "--offline"])
        let first = Self.sessions(again).first?["program_day"] as? [String: Any]
        #expect(first?["cycle"] as? Int == 4 && Self.sessions(again).count == 12, "\(again)")
        let page = try String(contentsOfFile: lifter.cli.path("public/print/index.html"), encoding: .utf8)
        #expect(page.contains("@page { size: A4;") && page.contains("Sessão 12") && page.contains("se falhar as repetições, mantenha a carga"))
        let today = try String(contentsOfFile: lifter.cli.path("public/index.html"), encoding: .utf8)
        #expect(today.contains("href=\"print/index.html\""), "today's page links the block")
        let program = try String(contentsOfFile: lifter.cli.path("public/programs/gzclp/index.html"), encoding: .utf8)
        #expect(program.contains("href=\"../../print/index.html\""), "the program's page links the block")
    }

    @Test func aFiveThreeOneCycleInPoundsAndEnglishOnLetter() throws {
        let tms = ["Agachamento livre com barra=225", "Supino reto com barra=185", "Levantamento terra=275", "Desenvolvimento militar com barra=115"]
        let lifter = try ProgramScenario(program: "531-bbb", unit: "lb", start: tms.flatMap { ["--tm", $0] })
        let block = try lifter.cli.json(["print", "block", "--paper", "letter", "--date", lifter.date.text, "--locale", "en", "--offline"])
        let sessions = Self.sessions(block)
        #expect(sessions.count == 16 && block["weeks"] as? Int == 4, "the rest of the cycle")
        #expect(block["fixed_by_training_max"] as? Bool == true)
        // Day 1 is the press: 65/75/85% of a 115 lb TM, to 5 lb: 75, 85, 100 lb.
        let press = (sessions[0]["exercises"] as? [[String: Any]])?.first
        #expect(press?["exercise_id"] as? String == "desenvolvimento-militar-com-barra")
        let main = (press?["prescribed_sets"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String != "warmup" }.prefix(3).compactMap { $0["weight_lb"] as? Double }
        #expect(main == [75, 85, 100])
        let page = try String(contentsOfFile: lifter.cli.path("public/print/index.html"), encoding: .utf8)
        #expect(page.contains("@page { size: letter;") && page.contains("Load (lb)") && page.contains("Session 16") && page.contains("comes from the training maxes"))
        #expect(!page.contains("<script src=\"../assets/today"), "no script is needed to print it")
    }

    @Test func aComposedWeekIgnoresWeeksAndSaysSo() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--frequency", "3", "--quiet"]).exitCode == 0)
        let block = try cli.json(["print", "block", "--weeks", "3", "--date", "2026-01-05", "--offline"])
        let sessions = Self.sessions(block)
        #expect(block["program"] is NSNull && block["weeks_ignored"] as? Bool == true)
        #expect(sessions.count == 3, "a week of 3 training days: \(block)")
        #expect(sessions.allSatisfy { ($0["date"] as? String ?? "") >= "2026-01-05" && ($0["date"] as? String ?? "") <= "2026-01-11" })
        let page = try String(contentsOfFile: cli.path("public/print/index.html"), encoding: .utf8)
        #expect(page.contains("--weeks não se aplica"))
        // Any build keeps writing it, with the defaults of a person who never ran print block.
        let fresh = try FitTodayProcess()
        #expect(try fresh.run(["init", "--goal", "hypertrophy", "--equipment", "home", "--quiet"]).exitCode == 0)
        #expect(try fresh.run(["build", "--date", "2026-01-05", "--quiet", "--offline"]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: fresh.path("public/print/index.html")))
    }

    @Test func badChoicesAreRefusedInWords() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let weeks = try cli.run(["print", "block", "--weeks", "13", "--date", "2026-01-05"])
        #expect(weeks.exitCode != 0 && weeks.stderr.contains("--weeks vai de 1 a 12 (você pediu 13)"), "\(weeks.stderr)")
        let paper = try cli.run(["print", "block", "--paper", "a3", "--date", "2026-01-05", "--locale", "en"])
        #expect(paper.exitCode != 0 && paper.stderr.contains("letter"), "\(paper.stderr)")
        let settings = (try? String(contentsOfFile: cli.path("fittoday.toml"), encoding: .utf8)) ?? ""
        #expect(!settings.contains("[print]"), "a refused choice is not kept")
    }
}

/// `team print block`: the athlete's block in their own site, their name on its cover, linked from the team sheet.
@Suite(.waitsOnChildren) struct TeamPrintBlockCommandTests {
    @Test func eachAthletesBlockIsInTheirSiteAndTheSheetLinksIt() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["team", "init", "--name", "Equipe"]).exitCode == 0)
        for id in ["ana", "bia"] {
            let added = try cli.run(["team", "add", id, "--name", "Atleta \(id)", "--goal", "strength", "--equipment", "full-gym", "--date", "2026-01-01"])
            #expect(added.exitCode == 0, "\(added.stderr)")
        }
        let started = try cli.run(["program", "start", "gzclp", "--athlete", "ana", "--date", "2026-01-05", "--start", "Agachamento livre com barra=80"])
        #expect(started.exitCode == 0, "\(started.stderr)")
        let printed = try cli.run(["team", "print", "block", "--athlete", "ana", "--weeks", "2", "--paper", "letter", "--date", "2026-01-05", "--offline"])
        #expect(printed.exitCode == 0, "\(printed.stderr)")
        let page = try String(contentsOfFile: cli.path("public/athletes/ana/print/index.html"), encoding: .utf8)
        #expect(page.contains("Atleta ana") && page.contains("@page { size: letter;") && page.contains("Sessão 6") && !page.contains("Sessão 7"))
        let settings = try String(contentsOfFile: cli.path("athletes/ana/fittoday.toml"), encoding: .utf8)
        #expect(settings.contains("weeks = 2"))
        // Bia never ran it: her site has the defaults' block all the same, and the sheet links both.
        #expect(FileManager.default.fileExists(atPath: cli.path("public/athletes/bia/print/index.html")))
        let sheet = try String(contentsOfFile: cli.path("public/sheet/index.html"), encoding: .utf8)
        #expect(sheet.contains("href=\"../athletes/ana/print/index.html\"") && sheet.contains("href=\"../athletes/bia/print/index.html\""))
    }
}
