import FitTodayTestSupport
import Foundation
import Testing

/// Someone who chose English reads every lift of a program in English, though the program file names them in
/// Portuguese (issue 29).
@Suite(.waitsOnChildren) struct ProgramEnglishTests {
    @Test func anEnglishLifterReadsTheLiftsInEnglish() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"]).exitCode == 0)
        let started = try cli.run(["program", "start", "531-bbb", "--tm", "Barbell back squat=225", "--tm", "Barbell bench press=185",
                                   "--tm", "Deadlift=275", "--tm", "Overhead press=115"])
        #expect(started.exitCode == 0, "\(started.stderr)")
        let status = try cli.run(["program", "status"])
        #expect(status.exitCode == 0)
        for english in ["Overhead press: TM 115 lb", "Deadlift: TM 275 lb", "Barbell bench press: TM 185 lb", "Barbell back squat: TM 225 lb"] {
            #expect(status.stdout.contains(english), "\(status.stdout)")
        }
        for portuguese in ["Agachamento livre com barra", "Supino reto com barra", "Desenvolvimento militar com barra", "Levantamento terra"] {
            #expect(!status.stdout.contains(portuguese), "\(status.stdout)")
        }
    }

    /// The language changes the words, never the numbers: every built-in program's next day, after weeks of history,
    /// has the same exercises, sets, reps, loads and plates in English as in Portuguese. (In English "Overhead press"
    /// says no bar, and the press lost its barbell loads.)
    @Test(arguments: ["531-bbb", "gzclp", "5x5", "ppl", "calistenia", "531-beginners", "531-fsl", "phul", "starting-strength", "greyskull-lp", "texas-method"])
    func aProgramDayIsTheSameInEitherLanguage(_ program: String) throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--quiet"]).exitCode == 0)
        let seeded = try cli.run(["dev", "seed", "--days", "60", "--seed", "3", "--program", program, "--until", "2026-06-30"])
        #expect(seeded.exitCode == 0, "\(seeded.stderr)")
        func numbers(_ locale: String) throws -> [[String]] {
            let plan = try cli.json(["plan", "generate", "--date", "2026-07-01", "--locale", locale])
            return (plan["exercises"] as? [[String: Any]] ?? []).map { item in
                let sets = (item["prescribed_sets"] as? [[String: Any]] ?? []).map { set in
                    ["kind", "reps", "weight_kg", "plates_per_side_kg"].map { "\(set[$0] ?? "-")" }.joined(separator: " ")
                }
                return ["exercise_id", "sets", "reps", "target_weight_kg"].map { "\(item[$0] ?? "-")" } + sets
            }
        }
        let english = try numbers("en"), portuguese = try numbers("pt-BR")
        #expect(!english.isEmpty)
        #expect(english == portuguese)
        // Loads to compare: every program but the bodyweight one prescribes some.
        let loaded = try cli.json(["plan", "generate", "--date", "2026-07-01"])["exercises"] as? [[String: Any]] ?? []
        #expect(loaded.contains { ($0["prescribed_sets"] as? [[String: Any]] ?? []).contains { $0["weight_kg"] is Double } } == (program != "calistenia"))
    }

    /// GZCLP's lifts have keys of their own ("T1 agachamento"): English reads them in English, on the terminal and
    /// on the program's page, and the state kept under the key is the same in both languages.
    @Test func liftKeysReadInEnglish() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"]).exitCode == 0)
        let started = try cli.run(["program", "start", "gzclp", "--start", "Barbell back squat=135", "--start", "Barbell bench press=95"])
        #expect(started.exitCode == 0, "\(started.stderr)")
        let status = try cli.run(["program", "status"]).stdout
        #expect(status.contains("T1 squat (Barbell back squat): 135 lb"), "\(status)")
        #expect(status.contains("T2 squat (Barbell back squat): 90 lb, 3x10 — 65% of T1 squat's starting weight (135 lb)"), "\(status)")
        #expect(!status.contains("agachamento") && !status.contains("supino"), "\(status)")
        let portuguese = try cli.run(["program", "status", "--locale", "pt-BR"]).stdout
        #expect(portuguese.contains("T1 agachamento (Agachamento livre com barra): 135 lb"), "\(portuguese)")
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let page = try String(contentsOfFile: cli.path("public/programs/gzclp/index.html"), encoding: .utf8)
        #expect(page.contains("T1 squat") && page.contains("T3 lat pulldown") && !page.contains("T1 agachamento"))
    }

    /// A program day planned in Portuguese reads in English once the lifter changes language: `plan show`, today's
    /// page and the plan's page, with no second plan stored for the same day.
    @Test func aDayPlannedInPortugueseReadsInEnglish() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["program", "start", "531-bbb", "--tm", "Agachamento livre com barra=100", "--tm", "Supino reto com barra=80",
                             "--tm", "Levantamento terra=120", "--tm", "Desenvolvimento militar com barra=50"]).exitCode == 0)
        let planned = try cli.run(["plan", "generate"]).stdout
        #expect(planned.contains("#1 5/3/1 Boring But Big · Desenvolvimento") && planned.contains("Ciclo 1, semana 1, dia Desenvolvimento"), "\(planned)")
        #expect(try cli.run(["profile", "set", "--locale", "en"]).exitCode == 0)
        let shown = try cli.run(["plan", "show", "1"]).stdout
        #expect(shown.contains("#1 5/3/1 Boring But Big · Press") && shown.contains("Cycle 1, week 1, day Press"), "\(shown)")
        #expect(!shown.contains("Ciclo") && !shown.contains("Desenvolvimento ·"))
        let again = try cli.run(["plan", "generate"]).stdout
        #expect(again.contains("Day Press of your program. When you log it, use --plan 1"), "\(again)")
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        for file in ["public/index.html", "public/plans/1/index.html", "public/plans/1/index.md"] {
            let page = try String(contentsOfFile: cli.path(file), encoding: .utf8)
            #expect(page.contains("Cycle 1, week 1, day Press") && !page.contains("Ciclo 1"), "\(file)")
        }
        let plans = try String(contentsOfFile: cli.path("public/plans/index.html"), encoding: .utf8)
        #expect(plans.contains("5/3/1 Boring But Big · Press") && !plans.contains("· Desenvolvimento"))
    }

    /// A program of one's own that gives a lift's key no English shows the key as written, and says so under
    /// `--verbose`, as for the library.
    @Test func aKeyWithoutEnglishFallsBackVisibly() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"]).exitCode == 0)
        try FileManager.default.createDirectory(atPath: cli.path("content/programs"), withIntermediateDirectories: true)
        try cli.write("""
        program: Níveis
        program en: Tiers
        days per week: 3
        equipment: full-gym
        lift T1 agachamento: Agachamento livre com barra; en: T1 squat
        lift T2 supino: Supino reto com barra
        day A
          T1 squat: 5x3
          T2 supino: 3x10
        """, to: "content/programs/niveis.txt")
        let started = try cli.run(["program", "start", "niveis", "--start", "Barbell back squat=135", "--start", "Barbell bench press=95"])
        #expect(started.exitCode == 0, "\(started.stderr)")
        let status = try cli.run(["program", "status"]).stdout
        #expect(status.contains("T1 squat (Barbell back squat): 135 lb") && status.contains("T2 supino (Barbell bench press): 95 lb"), "\(status)")
        let built = try cli.run(["build", "--offline", "--verbose"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        #expect(built.stderr.contains("programs/niveis.txt: no English text; the Portuguese text is shown"), "\(built.stderr)")
        #expect(!built.stderr.contains("programs/gzclp.txt"))
    }
}
