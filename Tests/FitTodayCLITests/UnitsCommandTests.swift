import FitTodayTestSupport
import Foundation
import Testing

/// Issue 29 item 3 (pounds) and issue 27 item 3 (one formatter per quantity), end to end through the command line.
@Suite(.waitsOnChildren) struct UnitsCommandTests {
    private func planID(_ cli: FitTodayProcess, _ title: String) throws -> String {
        let plans = try #require(try cli.json(["plan", "list"])["plans"] as? [[String: Any]])
        return String(try #require(plans.first { $0["title"] as? String == title }?["id"] as? Int))
    }

    private func read(_ cli: FitTodayProcess, _ file: String) throws -> String {
        try String(contentsOfFile: cli.path(file), encoding: .utf8)
    }

    /// One set of 61.25 kg reads "61,25 kg" on today's page, its session page, their Markdown and the terminal.
    @Test func oneSetReadsTheSameEverywhere() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["plan", "new", "Treino A", "--activate"]).exitCode == 0)
        let plan = try planID(cli, "Treino A")
        #expect(try cli.run(["plan", "add-exercise", plan, "Supino reto com barra", "--sets", "3", "--reps", "5", "--rest", "120"]).exitCode == 0)
        let logged = try cli.run(["log", "--date", "2026-11-21", "--plan", plan, "--set", "Supino reto com barra:5x61,25@8,5"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        #expect(try cli.run(["session", "show", "1"]).stdout.contains("5×61,25 kg"))
        #expect(try cli.run(["plan", "show", plan, "--date", "2026-11-22"]).stdout.contains("5×61,25"))
        let built = try cli.run(["build", "--date", "2026-11-22", "--offline"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        for file in ["public/index.html", "public/index.md"] {
            #expect(try read(cli, file).contains("5 × 61,25 kg"), "\(file)")
        }
        for file in ["public/history/sessions/1.html", "public/history/sessions/1.md"] {
            let page = try read(cli, file)
            #expect(page.contains("61,25 kg") && !page.contains("61,3 kg"), "\(file)")
            #expect(page.contains("8,5"), "\(file)")
        }
    }

    @Test func poundsAllTheWayThrough() throws {
        let cli = try FitTodayProcess()
        let created = try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"])
        #expect(created.exitCode == 0, "\(created.stderr)")
        #expect(created.stdout.contains("Units: pounds (lb)"))
        #expect(try cli.json(["profile", "show"])["weight_unit"] as? String == "lb")
        // No unit flag from here on: the kept choice.
        #expect(try cli.run(["plan", "new", "Day A", "--activate"]).exitCode == 0)
        let plan = try planID(cli, "Day A")
        #expect(try cli.run(["plan", "add-exercise", plan, "Bench press", "--sets", "3", "--reps", "5", "--rest", "120"]).exitCode == 0)
        let logged = try cli.run(["log", "--date", "2026-11-21", "--plan", plan, "--set", "Bench press:5x225", "--set", "Bench press:5x225"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("Session #1 recorded on 11/21/2026: 2 sets, volume 2,250 lb."))
        #expect(try cli.run(["session", "show", "1"]).stdout.contains("5×225 lb, 5×225 lb"))
        #expect(try cli.run(["history"]).stdout.contains("2 sets · volume 2,250 lb · heaviest 225 lb"))
        // Stored in kilograms, with a pound twin in JSON.
        let session = try cli.json(["session", "show", "1"])
        let sets = try #require(session["sets"] as? [[String: Any]])
        #expect(sets.first?["weight_kg"] as? Double == 102.05828325)
        #expect(sets.first?["weight_lb"] as? Double == 225)
        // Today's target: 225 lb done, so 5 lb more, on plates that exist.
        let shown = try cli.json(["plan", "show", plan, "--date", "2026-11-22"])
        let bench = try #require((shown["exercises"] as? [[String: Any]])?.first)
        #expect(bench["target_weight_lb"] as? Double == 230)
        let text = try cli.run(["plan", "show", plan, "--date", "2026-11-22"]).stdout
        #expect(text.contains("230 lb") && !text.contains(" kg"), "\(text)")
        #expect(try cli.run(["checkin", "--date", "2026-11-22", "--focus", "upper"]).exitCode == 0)
        let built = try cli.run(["build", "--date", "2026-11-22", "--offline"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let exercise = try #require(sets.first?["exercise_id"] as? String)
        for file in ["public/history/sessions/1.html", "public/history/sessions/1.md", "public/feed.xml",
                     "public/exercises/\(exercise)/index.html", "public/exercises/\(exercise)/index.md", "public/history/index.html"] {
            let page = try read(cli, file)
            #expect(page.contains(" lb") && !page.contains(" kg"), "\(file)")
        }
        #expect(try read(cli, "public/history/sessions/1.html").contains("225 lb"))
        #expect(try read(cli, "public/calendar.ics").contains("2\\,250 lb"))
        let today = try read(cli, "public/index.html")
        #expect(today.contains("data-unit=\"lb\"") && !today.contains(" kg<") && !today.contains("> kg"))
        // The interface words that name the unit are their pound twins ([site.wordInPounds]).
        #expect(today.contains("Tick each set and write the reps × lb done.") && today.contains("Lb used"))
        #expect(try read(cli, "public/history/index.html").contains("Volume in lb per muscle group (reps × lb)"))
    }

    @Test func programLoadsRoundToPoundPlates() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"]).exitCode == 0)
        let started = try cli.run(["program", "start", "531-bbb", "--tm", "Agachamento livre com barra=300",
                                   "--tm", "Supino reto com barra=200", "--tm", "Levantamento terra=350",
                                   "--tm", "Desenvolvimento militar com barra=125"])
        #expect(started.exitCode == 0, "\(started.stderr)")
        let status = try cli.json(["program", "status"])
        let lifts = try #require(status["lifts"] as? [[String: Any]])
        #expect(lifts.contains { $0["training_max_lb"] as? Double == 300 })
        let generated = try cli.json(["plan", "generate"])
        let exercises = try #require(generated["exercises"] as? [[String: Any]])
        let sets = exercises.flatMap { ($0["prescribed_sets"] as? [[String: Any]]) ?? [] }
        let pounds = sets.compactMap { $0["weight_lb"] as? Double }
        #expect(!pounds.isEmpty)
        // Every barbell load is the 45 lb bar plus pairs of 45, 35, 25, 10, 5 and 2.5 lb plates.
        for load in pounds { #expect((load - 45).truncatingRemainder(dividingBy: 5) == 0, "\(load)") }
        for set in sets {
            for plate in (set["plates_per_side_lb"] as? [Double]) ?? [] { #expect([45, 35, 25, 10, 5, 2.5].contains(plate), "\(plate)") }
        }
    }

    /// A refusal that quotes a load says it in the lifter's unit, in their language (issue 29).
    @Test func refusalsQuoteLoadsInTheLiftersUnit() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"]).exitCode == 0)
        let typo = try cli.run(["log", "--set", "Barbell bench press:5x1200"])
        #expect(typo.exitCode != 0)
        #expect(typo.stderr.contains("1200 lb looks like a typo: log up to 1100 lb a set"), "\(typo.stderr)")
        #expect(!typo.stderr.contains("kg"))
        let portuguese = try cli.run(["log", "--locale", "pt-BR", "--set", "Supino reto com barra:5x1200"])
        #expect(portuguese.stderr.contains("1200 lb parece engano: registre até 1100 lb por série"), "\(portuguese.stderr)")
        let kilograms = try cli.run(["log", "--set", "Barbell bench press:5x600"], environment: ["FITTODAY_UNITS": "kg"])
        #expect(kilograms.stderr.contains("600 kg looks like a typo: log up to 500 kg a set"), "\(kilograms.stderr)")
        let unclear = try cli.run(["log", "--set", "Barbell bench press:5xx"])
        #expect(unclear.stderr.contains("(exercise:reps x lb)"), "\(unclear.stderr)")
        let numbers = try cli.run(["program", "start", "531-bbb"])
        #expect(numbers.exitCode != 0 && numbers.stderr.contains("--tm \"Name=LB\""), "\(numbers.stderr)")
        let form = try cli.run(["program", "start", "531-bbb", "--tm", "Deadlift"])
        #expect(form.stderr.contains("\"Name=LB\""), "\(form.stderr)")
        // Nothing was logged.
        #expect(try cli.run(["history"]).stdout.contains("Session") == false)
        // A pounds lifter's bench press, as they say it, is the library's.
        let logged = try cli.run(["log", "--set", "Bench press:5x225"])
        #expect(logged.exitCode == 0 && !logged.stdout.contains("not in the library"), "\(logged.stdout)")
        #expect(try cli.run(["history"]).stdout.contains("heaviest 225 lb"))
    }

    @Test func theConfigurationAndTheEnvironmentOverrideTheProfile() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["profile", "show"]).stdout.contains("não escolhida (kg"))
        #expect(try cli.run(["profile", "set", "--units", "lb"]).exitCode == 0)
        #expect(try cli.run(["log", "--date", "2026-11-21", "--set", "Supino reto com barra:5x100"]).stdout.contains("500 lb"))
        try cli.write("[units]\nweight = \"kg\"\n", to: "fittoday.toml")
        #expect(try cli.run(["session", "show", "1"]).stdout.contains("5×45,36 kg"))
        #expect(try cli.run(["session", "show", "1"], environment: ["FITTODAY_UNITS": "lb"]).stdout.contains("5×100 lb"))
        let refused = try cli.run(["profile", "set", "--units", "stone"])
        #expect(refused.exitCode == 2 && refused.stderr.contains("--units"))
    }
}
