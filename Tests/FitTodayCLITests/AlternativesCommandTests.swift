import FitTodayTestSupport
import Foundation
import Testing

/// `plan generate` shows, under each exercise, two or three alternatives with their loads and reasons (issue 52),
/// in both languages and both units; and the library holds alternatives for nearly every exercise.
@Suite(.waitsOnChildren) struct AlternativesCommandTests {
    static let content = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content").path

    /// A full-gym lifter with no health condition, at the top level (so that no exercise is out of reach).
    private func lifter(_ extra: [String] = []) throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.content)\"\n", to: "fittoday.toml")
        let result = try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--level", "advanced"] + extra)
        #expect(result.exitCode == 0, "\(result.stderr)")
        // A check-in that only says how the lifter is: `plan generate` then gives their own active plan.
        #expect(try cli.run(["checkin", "--soreness", "0", "--date", "2026-12-02"]).exitCode == 0)
        return cli
    }

    private func planID(_ cli: FitTodayProcess, _ title: String) throws -> String {
        let plans = try #require(try cli.json(["plan", "list"])["plans"] as? [[String: Any]])
        return String(try #require(plans.first { $0["title"] as? String == title }?["id"] as? Int))
    }

    /// Bench press then rows, with two sessions of bench press at 80 kg done, so that today's target is 82.5 kg.
    private func benchDay(_ cli: FitTodayProcess, kg: String = "80") throws {
        #expect(try cli.run(["plan", "new", "Treino A", "--activate"]).exitCode == 0)
        let id = try planID(cli, "Treino A")
        #expect(try cli.run(["plan", "add-exercise", id, "Supino reto com barra", "--sets", "3", "--reps", "5", "--rest", "120"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", id, "Remada curvada com barra", "--sets", "3", "--reps", "8", "--rest", "120"]).exitCode == 0)
        for date in ["2026-11-26", "2026-11-28"] {
            let logged = try cli.run(["log", "--status", "completed", "--date", date, "--plan", id] + Array(repeating: ["--set", "Supino reto com barra:5x\(kg)"], count: 3).flatMap { $0 })
            #expect(logged.exitCode == 0, "\(logged.stderr)")
        }
    }

    @Test func planGenerateGivesEachExerciseItsAlternativesInJSON() throws {
        let cli = try lifter()
        try benchDay(cli)
        let plan = try cli.json(["plan", "generate", "--date", "2026-12-02"])
        let exercises = try #require(plan["exercises"] as? [[String: Any]])
        let bench = try #require(exercises.first)
        #expect(bench["target_weight_kg"] as? Double == 82.5)
        let alternatives = try #require(bench["alternatives"] as? [[String: Any]])
        #expect((2...3).contains(alternatives.count), "\(alternatives)")
        #expect(bench["alternatives_gap"] is NSNull)
        let implements = alternatives.compactMap { $0["implement"] as? String }
        #expect(implements.contains { $0 != "barbell" }, "one of them is done with something else than a bar")
        for alternative in alternatives {
            for key in ["exercise_id", "name", "implement", "target_weight_kg", "work", "reason_kind", "reason"] { #expect(alternative[key] != nil, "\(key)") }
            #expect(!(alternative["reason"] as? String ?? "").isEmpty)
            #expect(alternative["exercise_id"] as? String != "remada-curvada-com-barra")
        }
        // The dumbbell bench press has no history: 0.4 × 82.5 kg = 33 kg, to the 2 kg dumbbell step: 34 kg.
        if let dumbbells = alternatives.first(where: { $0["exercise_id"] as? String == "supino-reto-com-halteres" }) {
            #expect(dumbbells["reason_kind"] as? String == "estimate")
            #expect(dumbbells["target_weight_kg"] as? Double == 34)
            #expect(dumbbells["reason"] as? String == "estimativa: 0,4 × Supino reto com barra de hoje (82,5 kg), por halter")
        }
        let kinds = Set(alternatives.compactMap { $0["reason_kind"] as? String })
        #expect(kinds.isSubset(of: ["history", "estimate", "first-time", "bodyweight"]))
    }

    @Test func planGenerateTextInBothLanguagesAndBothUnits() throws {
        let cli = try lifter()
        try benchDay(cli)
        let portuguese = try cli.run(["plan", "generate", "--date", "2026-12-02"])
        #expect(portuguese.exitCode == 0, "\(portuguese.stderr)")
        #expect(portuguese.stdout.contains("     Alternativas:\n       - "), "\(portuguese.stdout)")
        #expect(portuguese.stdout.contains("kg ("))
        let english = try cli.run(["plan", "generate", "--date", "2026-12-02", "--locale", "en"])
        #expect(english.stdout.contains("     Alternatives:\n       - "), "\(english.stdout)")
        #expect(!english.stdout.contains("Alternativas"))

        #expect(try cli.run(["profile", "set", "--units", "lb"]).exitCode == 0)
        let pounds = try cli.run(["plan", "generate", "--date", "2026-12-02", "--locale", "en"])
        #expect(pounds.stdout.contains("Alternatives:"))
        let alternativeLines = pounds.stdout.split(separator: "\n").filter { $0.hasPrefix("       - ") }
        #expect(!alternativeLines.isEmpty)
        #expect(!alternativeLines.contains { $0.contains(" kg") }, "\(alternativeLines)")
        #expect(alternativeLines.contains { $0.contains(" lb") }, "\(alternativeLines)")
        let json = try cli.json(["plan", "generate", "--date", "2026-12-02", "--locale", "en"])
        let bench = try #require((json["exercises"] as? [[String: Any]])?.first)
        let alternatives = try #require(bench["alternatives"] as? [[String: Any]])
        #expect(alternatives.allSatisfy { $0.keys.contains("target_weight_lb") }, "every _kg field has its _lb twin")
        let loaded = alternatives.filter { $0["target_weight_lb"] is Double }
        #expect(!loaded.isEmpty)
        for alternative in loaded { #expect((alternative["reason"] as? String)?.contains(" kg") == false) }
    }

    @Test func anExerciseOfOnesOwnSaysItHasNoPattern() throws {
        let cli = try lifter()
        #expect(try cli.run(["plan", "new", "Treino B", "--activate"]).exitCode == 0)
        let id = try planID(cli, "Treino B")
        #expect(try cli.run(["plan", "add-exercise", id, "Máquina esquisita da academia", "--sets", "3", "--reps", "10", "--rest", "60"]).exitCode == 0)
        let plan = try cli.json(["plan", "generate", "--date", "2026-12-02"])
        let own = try #require((plan["exercises"] as? [[String: Any]])?.first)
        #expect((own["alternatives"] as? [Any])?.isEmpty == true)
        #expect(own["alternatives_gap"] as? String == "own-exercise")
        let text = try cli.run(["plan", "generate", "--date", "2026-12-02"])
        #expect(text.stdout.contains("Alternativas: Um exercício seu não tem padrão de movimento"), "\(text.stdout)")
    }

    /// For every built-in exercise and a full-gym lifter with no condition: how many have fewer than two alternatives
    /// (at most 10%), each alternative with a load or reps and a reason. Exercises are asked in plans of their own,
    /// no two of a plan sharing what the rule matches (pattern, and muscle group for isolation), so that none hides
    /// another's alternatives.
    /// The library's exercise pages list alternatives by pattern, role and implement, each linking its own page, in
    /// HTML and in the Markdown twin, in both languages.
    @Test func theLibrarysExercisePagesLinkTheirAlternatives() throws {
        for locale in ["pt-BR", "en"] {
            let cli = try lifter(["--locale", locale])
            let built = try cli.run(["build", "--offline", "--date", "2026-12-02"])
            #expect(built.exitCode == 0, "\(built.stderr)")
            let folder = cli.path("public/exercises/supino-reto-com-barra")
            let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
            let markdown = try String(contentsOfFile: folder + "/index.md", encoding: .utf8)
            #expect(html.contains(locale == "en" ? "<h2 id=\"alternatives\">Alternatives</h2>" : "<h2 id=\"alternatives\">Alternativas</h2>"))
            #expect(html.contains(locale == "en" ? "Done with: Barbell" : "Implemento: Barra"))
            let links = try NSRegularExpression(pattern: "<li><a href=\"([^\"]+)\">([^<]+)</a> · ([^<]+)</li>")
            let found = links.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match -> (String, String)? in
                guard let href = Range(match.range(at: 1), in: html), let implement = Range(match.range(at: 3), in: html) else { return nil }
                return (String(html[href]), String(html[implement]))
            }
            #expect((2...3).contains(found.count), "\(found)")
            for (href, _) in found {
                #expect(FileManager.default.fileExists(atPath: URL(fileURLWithPath: folder + "/index.html").deletingLastPathComponent()
                    .appendingPathComponent(href).standardizedFileURL.path), "\(href) is a page of the site")
            }
            #expect(found.contains { $0.1 != (locale == "en" ? "Barbell" : "Barra") }, "one done with something else")
            #expect(markdown.contains(locale == "en" ? "## Alternatives" : "## Alternativas"))
            #expect(markdown.contains("](../") && markdown.contains("/index.md)"), "the twin links the twins")
        }
    }

    /// The built-in library's exercises as their files give them (id, name, the fields the rule matches), read from
    /// `content/exercises`, which the lifter's `content_dir` names.
    static func builtInExercises() throws -> [(id: String, name: String, key: String)] {
        let folder = content + "/exercises"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted().map { file in
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            func field(_ name: String) -> String {
                let line = text.split(separator: "\n").first { $0.hasPrefix(name + " = ") } ?? ""
                return line.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
            }
            let pattern = field("pattern")
            return (field("id"), field("name"), pattern == "isolation" ? pattern + "/" + field("muscle_group") : pattern)
        }
    }

    /// For every built-in exercise and a full-gym lifter with no condition: how many have fewer than two alternatives
    /// (at most 10%), each alternative with a load or reps and a reason. Exercises are asked in plans of one's own,
    /// no two of a plan sharing what the rule matches (the pattern, and the muscle group for isolation), so that none
    /// hides another's alternatives.
    @Test func nearlyEveryExerciseOfTheLibraryHasTwoAlternatives() throws {
        let cli = try lifter()
        let library = try Self.builtInExercises()
        #expect(library.count == 151)
        var plans: [[(id: String, name: String, key: String)]] = []
        for exercise in library {
            if let index = plans.firstIndex(where: { plan in !plan.contains { $0.key == exercise.key } }) {
                plans[index].append(exercise)
            } else {
                plans.append([exercise])
            }
        }
        var fewer: [String] = []
        for (number, plan) in plans.enumerated() {
            let title = "Biblioteca \(number + 1)"
            #expect(try cli.run(["plan", "new", title]).exitCode == 0)
            let planID = try planID(cli, title)
            for exercise in plan {
                let added = try cli.run(["plan", "add-exercise", planID, exercise.id, "--sets", "3", "--reps", "10", "--rest", "60"])
                #expect(added.exitCode == 0, "\(exercise.id): \(added.stderr)")
            }
            #expect(try cli.run(["plan", "activate", planID]).exitCode == 0)
            let shown = try cli.json(["plan", "generate", "--date", "2026-12-02"])
            let exercises = try #require(shown["exercises"] as? [[String: Any]])
            #expect(exercises.map { $0["exercise_id"] as? String } == plan.map(\.id))
            for (exercise, entry) in zip(plan, exercises) {
                let alternatives = try #require(entry["alternatives"] as? [[String: Any]])
                #expect(alternatives.count <= 3)
                if alternatives.count < 2 { fewer.append(exercise.name) }
                for alternative in alternatives {
                    #expect(!(alternative["reason"] as? String ?? "").isEmpty, "\(exercise.id) → \(alternative)")
                    #expect(alternative["target_weight_kg"] is Double || !(alternative["work"] as? String ?? "").isEmpty)
                }
            }
        }
        print("Alternatives: \(fewer.count) of \(library.count) built-in exercises have fewer than two: \(fewer.joined(separator: ", "))")
        #expect(fewer.count * 10 <= library.count, "\(fewer.count) with fewer than two: \(fewer)")
    }
}
