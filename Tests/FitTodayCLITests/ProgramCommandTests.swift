import FitTodayTestSupport
import Foundation
import Testing

/// The programs issue's scenarios through the binary, as a person runs them: start, `plan generate`, `log --plan`.
@Suite(.waitsOnChildren) struct ProgramCommandTests {
    static let squat = "Agachamento livre com barra"
    static let bench = "Supino reto com barra"
    static let press = "Desenvolvimento militar com barra"
    static let deadlift = "Levantamento terra"

    /// A 5/3/1 BBB day with the main area sore: the program drops back-off sets, so the 5×10 row has nothing left;
    /// it is left out of the day with its reason instead of showing as an empty row asking for a training max.
    @Test func aSoreBBBDayLeavesTheEmptiedRowOut() throws {
        let cli = try prepared()
        #expect(try cli.run(["program", "start", "531-bbb", "--tm", "\(Self.squat)=100", "--tm", "\(Self.bench)=70",
                             "--tm", "\(Self.deadlift)=120", "--tm", "\(Self.press)=45"]).exitCode == 0)
        #expect(try cli.run(["checkin", "--soreness", "5", "--region", "shoulders"]).exitCode == 0)
        let plan = try cli.json(["plan", "generate"])
        let exercises = try #require(plan["exercises"] as? [[String: Any]])
        #expect(exercises.count == 1)
        #expect(exercises.allSatisfy { !(($0["prescribed_sets"] as? [Any]) ?? []).isEmpty })
        let removed = try #require(plan["removed_exercises"] as? [[String: Any]])
        #expect(removed.count == 1 && removed[0]["exercise_id"] as? String == "desenvolvimento-militar-com-barra")
        let why = ((removed[0]["adjustments"] as? [[String: Any]])?.first?["why"] as? String) ?? ""
        #expect(why == "dor 5/10")
        let text = try cli.run(["plan", "generate"])
        #expect(!text.stdout.contains("Falta o seu máximo de treino") && text.stdout.contains("só séries complementares: fora hoje (dor 5/10)"))
        #expect(try cli.run(["build", "--offline"]).exitCode == 0)
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.contains(#"id="exercise-1""#) && !page.contains(#"id="exercise-2""#))
        #expect(!page.contains("Falta o seu máximo de treino") && page.contains("só séries complementares: fora hoje"))
        // Nothing for --as-planned to give back: soreness, not readiness, left it out.
        #expect(!page.contains("--as-planned"))
        let markdown = try String(contentsOfFile: cli.path("public/index.md"), encoding: .utf8)
        #expect(markdown.contains("### 1. ") && !markdown.contains("### 2. ") && !markdown.contains("Falta o seu máximo de treino"))
        // Without soreness the row is back.
        #expect(try cli.run(["checkin", "--soreness", "0"]).exitCode == 0)
        #expect((try cli.json(["plan", "generate"])["exercises"] as? [Any])?.count == 2)
    }

    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.initialize()
        return cli
    }

    /// `plan generate` for `date` as JSON: the day's plan.
    private func day(_ cli: FitTodayProcess, on date: String) throws -> [String: Any] {
        try cli.json(["plan", "generate", "--date", date])
    }

    private func sets(_ plan: [String: Any], exercise index: Int, kinds: Set<String>) -> [Double?] {
        let exercises = plan["exercises"] as? [[String: Any]] ?? []
        let sets = exercises[index]["prescribed_sets"] as? [[String: Any]] ?? []
        return sets.filter { kinds.contains($0["kind"] as? String ?? "") }.map { $0["weight_kg"] as? Double }
    }

    /// Logs the plan of `date` as prescribed: every set at its load and reps (a `+` set as `amrap` reps).
    @discardableResult
    private func logAsPrescribed(_ cli: FitTodayProcess, on date: String, amrap: Int? = nil) throws -> [String: Any] {
        let plan = try day(cli, on: date)
        var arguments = ["log", "--plan", "\(plan["id"] as? Int ?? 0)", "--date", date]
        for exercise in plan["exercises"] as? [[String: Any]] ?? [] {
            let name = exercise["exercise_name"] as? String ?? exercise["exercise_id"] as? String ?? ""
            for set in exercise["prescribed_sets"] as? [[String: Any]] ?? [] where set["kind"] as? String != "warmup" {
                var reps = set["reps"] as? Int ?? 1
                if set["kind"] as? String == "amrap", let amrap { reps = amrap }
                let weight = (set["weight_kg"] as? Double).map { ":\(reps)x\($0)" } ?? ":\(reps)"
                arguments += ["--set", name + weight]
            }
        }
        let result = try cli.run(arguments)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return plan
    }

    @Test func fiveThreeOneRunsItsWeeksAndRaisesTheTrainingMaxAfterACycle() throws {
        let cli = try prepared()
        let start = try cli.run(["program", "start", "531-bbb", "--date", "2026-01-01", "--tm", "\(Self.squat)=100", "--tm", "\(Self.bench)=70",
                                 "--tm", "\(Self.deadlift)=120", "--tm", "\(Self.press)=45"])
        #expect(start.exitCode == 0, "\(start.stderr)")
        var date = LocalDay(2026, 1, 1)
        // Week 1: press, deadlift, bench, then squat at 65, 75 and 85 kg.
        for _ in 0..<3 { try logAsPrescribed(cli, on: date.text); date = date.next }
        let squatDay = try day(cli, on: date.text)
        let program = squatDay["program"] as? [String: Any]
        #expect(program?["week"] as? Int == 1 && program?["day"] as? Int == 4 && program?["cycle"] as? Int == 1)
        #expect(program?["day_name"] as? String == "Agachamento")
        #expect(sets(squatDay, exercise: 0, kinds: ["working", "amrap"]) == [65, 75, 85])
        let amrap = (squatDay["exercises"] as? [[String: Any]])?[0]["prescribed_sets"] as? [[String: Any]]
        #expect(amrap?.last?["kind"] as? String == "amrap" && amrap?.last?["percent"] as? Double == 85 && amrap?.last?["of"] as? String == "tm")
        #expect(amrap?.last?["plates_per_side_kg"] as? [Double] == [25, 5, 2.5])
        #expect(sets(squatDay, exercise: 1, kinds: ["backoff"]) == Array(repeating: 50, count: 5))
        try logAsPrescribed(cli, on: date.text, amrap: 8); date = date.next
        // Week 2's squat day: 70, 80 and 90 kg.
        for _ in 0..<3 { try logAsPrescribed(cli, on: date.text); date = date.next }
        #expect(sets(try day(cli, on: date.text), exercise: 0, kinds: ["working", "amrap"]) == [70, 80, 90])
        // The rest of the cycle, then the next squat day uses a TM of 105.
        for _ in 0..<9 { try logAsPrescribed(cli, on: date.text); date = date.next }
        let status = try cli.json(["program", "status"])
        #expect(status["cycle"] as? Int == 2 && status["week"] as? Int == 1 && status["day"] as? Int == 1)
        let lifts = status["lifts"] as? [[String: Any]] ?? []
        #expect(lifts.first { $0["exercise_id"] as? String == "agachamento-livre-barra" }?["training_max_kg"] as? Double == 105)
        #expect(lifts.first { $0["exercise_id"] as? String == "supino-reto-com-barra" }?["training_max_kg"] as? Double == 72.5)
    }

    @Test func gzclpMovesThroughItsStagesFromTheLoggedReps() throws {
        let cli = try prepared()
        #expect(try cli.run(["program", "start", "gzclp", "--date", "2026-02-01", "--start", "\(Self.squat)=100", "--start", "\(Self.bench)=60"]).exitCode == 0)
        let a1 = try day(cli, on: "2026-02-01")
        #expect(sets(a1, exercise: 0, kinds: ["working", "amrap"]) == Array(repeating: 100, count: 5))
        #expect(sets(a1, exercise: 1, kinds: ["working"]) == [40, 40, 40], "T2 at 65% of 60, rounded")
        // 3, 3, 3, 3, 6: 105 kg × 5x3+ next time.
        try cli.run(["log", "--plan", "\(a1["id"] as? Int ?? 0)", "--date", "2026-02-01"]
                    + [3, 3, 3, 3, 6].flatMap { ["--set", "\(Self.squat):\($0)x100"] })
        for date in ["2026-02-03", "2026-02-05", "2026-02-07"] { try logAsPrescribed(cli, on: date) }
        let next = try day(cli, on: "2026-02-09")
        #expect((next["program"] as? [String: Any])?["day_name"] as? String == "A1")
        #expect((next["exercises"] as? [[String: Any]])?[0]["stage"] as? String == "5x3+")
        #expect(sets(next, exercise: 0, kinds: ["working", "amrap"]) == Array(repeating: 105, count: 5))
        // 3, 3, 3, 2, 2 at 105: 6x2+ at 105 instead.
        try cli.run(["log", "--plan", "\(next["id"] as? Int ?? 0)", "--date", "2026-02-09"]
                    + [3, 3, 3, 2, 2].flatMap { ["--set", "\(Self.squat):\($0)x105"] })
        let status = try cli.json(["program", "status"])
        let t1 = (status["lifts"] as? [[String: Any]])?.first { $0["lift"] as? String == "T1 agachamento" }
        #expect(t1?["stage"] as? String == "6x2+" && t1?["weight_kg"] as? Double == 105)
        // Correcting that session to 3, 3, 3, 3, 3 recomputes: +5 kg and 5x3+ again.
        let sessionID = try #require((try cli.json(["history", "--format", "json"])["sessions"] as? [[String: Any]])?.first?["id"] as? Int)
        #expect(try cli.run(["session", "edit", "\(sessionID)"] + [3, 3, 3, 3, 3].flatMap { ["--set", "\(Self.squat):\($0)x105"] }).exitCode == 0)
        let corrected = (try cli.json(["program", "status"])["lifts"] as? [[String: Any]])?.first { $0["lift"] as? String == "T1 agachamento" }
        #expect(corrected?["stage"] as? String == "5x3+" && corrected?["weight_kg"] as? Double == 110)
    }

    /// A program started for a later date (`program start --date`, a coach's `team assign --start-date`) has no day
    /// before then: the days before are composed as they were, and a session logged then is not the program's.
    @Test func aProgramThatStartsLaterHasNoDayBeforeItsStart() throws {
        let cli = try prepared()
        #expect(try cli.run(["program", "start", "gzclp", "--date", "2026-02-10", "--start", "\(Self.squat)=100", "--start", "\(Self.bench)=60"]).exitCode == 0)
        let week = try cli.run(["plan", "week", "--date", "2026-02-08", "--locale", "en"])
        #expect(week.stdout.contains("The program starts on 02/10/2026; until then each day is composed as before"), "\(week.stdout)")
        #expect(((try cli.json(["plan", "week"])["program"] as? [String: Any])?["started_on"] as? String) == "2026-02-10")
        #expect(!(try cli.run(["plan", "week", "--date", "2026-02-10"])).stdout.contains("começa em"))
        let before = try day(cli, on: "2026-02-08")
        #expect(before["source"] as? String == "local" && (before["program"] == nil || before["program"] is NSNull), "\(before)")
        #expect(try cli.run(["log", "--date", "2026-02-08", "--set", "\(Self.squat):5x100"]).exitCode == 0)
        let first = try day(cli, on: "2026-02-10")
        #expect((first["program"] as? [String: Any])?["day_name"] as? String == "A1", "\(first)")
        #expect(try cli.json(["program", "status"])["day"] as? Int == 1)
    }

    @Test func missedAndSkippedDaysLeaveTheSameDayNext() throws {
        let cli = try prepared()
        #expect(try cli.run(["program", "start", "5x5", "--date", "2026-03-01", "--start", "\(Self.squat)=60"]).exitCode == 0)
        let a = try logAsPrescribed(cli, on: "2026-03-01")
        #expect((a["program"] as? [String: Any])?["day_name"] as? String == "A")
        // A week off, then a skipped session and another workout: B is still next.
        let b = try day(cli, on: "2026-03-08")
        #expect(try cli.run(["log", "--status", "skipped", "--plan", "\(b["id"] as? Int ?? 0)", "--date", "2026-03-08"]).exitCode == 0)
        #expect(try cli.run(["log", "--date", "2026-03-09", "--set", "Rosca direta com barra:10x20"]).exitCode == 0)
        let still = try day(cli, on: "2026-03-10")
        #expect((still["program"] as? [String: Any])?["day_name"] as? String == "B")
        #expect(sets(still, exercise: 0, kinds: ["working"]) == Array(repeating: 62.5, count: 5))
        // A log without --plan on the day's date, with one of its exercises, counts as that day.
        let counted = try cli.run(["log", "--date", "2026-03-10", "--set", "\(Self.squat):5x62,5"])
        #expect(counted.stdout.contains("Contou como o dia do seu programa"))
        #expect((try day(cli, on: "2026-03-11")["program"] as? [String: Any])?["day_name"] as? String == "A")
    }

    @Test func startRefusesWhatIsMissingAndWritesNothing() throws {
        let cli = try prepared()
        let result = try cli.run(["program", "start", "531-bbb", "--tm", "\(Self.squat)=100"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains(Self.bench) && result.stderr.contains("--tm"))
        #expect(try cli.run(["program", "status"]).exitCode == 4)
        #expect(try cli.run(["program", "start", "nenhum"]).exitCode == 4)
    }

    @Test func everyBuiltInProgramChecksAndABrokenFileIsNamedByLineAndColumn() throws {
        let cli = try prepared()
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("content/programs")
        for id in ["531-bbb", "531-beginners", "531-fsl", "5x5", "calistenia", "greyskull-lp", "gzclp", "madcow-5x5", "nsuns-5", "phul", "ppl", "smolov-jr", "starting-strength", "texas-method"] {
            let result = try cli.run(["program", "check", content.appendingPathComponent("\(id).txt").path])
            #expect(result.exitCode == 0, "\(id): \(result.stderr)")
        }
        try cli.write("program: Meu\ndays per week: 3\nequipment: full-gym\nday A\n  Agachamento livre com barra: 5x5; rest 10 min\n  Supino: cinco\n", to: "meu.txt")
        let broken = try cli.run(["program", "check", "meu.txt"])
        #expect(broken.exitCode == 13)
        #expect(broken.stderr.contains("meu.txt:5:37: descanso de 600 s"))
        #expect(broken.stderr.contains("meu.txt:6:11: não entendi as séries \"cinco\""))
        let english = try cli.run(["program", "check", "meu.txt", "--locale", "en"])
        #expect(english.stderr.contains("meu.txt:6:11: the sets \"cinco\" are not understood"))
        // A broken file in the person's own programs is never half loaded: list refuses, nothing is written.
        try FileManager.default.createDirectory(atPath: cli.path("content/programs"), withIntermediateDirectories: true)
        try cli.write(try String(contentsOfFile: cli.path("meu.txt"), encoding: .utf8), to: "content/programs/meu.txt")
        #expect(try cli.run(["program", "list"]).exitCode == 13)
    }

    @Test func aProgramOfOnesOwnIsAddedAndRunsAsWritten() throws {
        let cli = try prepared()
        try FileManager.default.createDirectory(atPath: cli.path("content/programs"), withIntermediateDirectories: true)
        try cli.write("""
        program: Treino do coach
        days per week: 2
        equipment: full-gym
        lift Squat (Barbell)
          progress: linear; add 5 kg
        day A
          Squat (Barbell): 3x5 @ 80 kg; rest 4 min
        """, to: "content/programs/coach.txt")
        let list = try cli.json(["program", "list", "--format", "json"])
        #expect((list["programs"] as? [[String: Any]])?.contains { $0["id"] as? String == "coach" } == true)
        #expect(try cli.run(["program", "start", "coach", "--date", "2026-04-01"]).exitCode == 0)
        let plan = try day(cli, on: "2026-04-01")
        #expect((plan["exercises"] as? [[String: Any]])?[0]["exercise_id"] as? String == "agachamento-livre-barra")
        #expect((plan["exercises"] as? [[String: Any]])?[0]["rest_seconds"] as? Int == 240)
        #expect(sets(plan, exercise: 0, kinds: ["working"]) == [80, 80, 80])
    }

    @Test func theDemoSeedFollowsAProgramAndTodayShowsItsDayWithLoads() throws {
        let cli = try prepared()
        let seeded = try cli.run(["dev", "seed", "--days", "30", "--seed", "7", "--program", "gzclp", "--until", "2026-06-30"])
        #expect(seeded.exitCode == 0 && seeded.stdout.contains("gzclp"))
        let status = try cli.json(["program", "status"])
        #expect((status["days_done"] as? Int ?? 0) >= 8)
        let plan = try day(cli, on: "2026-07-01")
        #expect(plan["source"] as? String == "program")
        #expect(sets(plan, exercise: 0, kinds: ["working", "amrap"]).allSatisfy { ($0 ?? 0) > 0 }, "loads from the seeded history")
        // Again: nothing new.
        #expect(try cli.run(["dev", "seed", "--days", "30", "--seed", "7", "--program", "gzclp", "--until", "2026-06-30"]).stdout.contains("Nada novo"))
    }

    @Test func exportAndRestoreKeepTheProgram() throws {
        let cli = try prepared()
        #expect(try cli.run(["program", "start", "5x5", "--date", "2026-05-01", "--start", "\(Self.squat)=70"]).exitCode == 0)
        try logAsPrescribed(cli, on: "2026-05-01")
        #expect(try cli.run(["export", "json", "--output", "export.json"]).exitCode == 0)
        #expect(try cli.run(["import", "json", "export.json", "--db", "restaurado.sqlite"]).exitCode == 0)
        let before = try cli.json(["program", "status"])
        let after = try cli.json(["program", "status", "--db", "restaurado.sqlite"])
        #expect(after["id"] as? String == "5x5" && after["day"] as? Int == before["day"] as? Int)
        #expect((after["lifts"] as? [[String: Any]])?.first?["weight_kg"] as? Double == 72.5)
    }
}

/// A calendar day for the tests, stepped one at a time.
struct LocalDay {
    var days: Int

    init(_ year: Int, _ month: Int, _ day: Int) {
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: components)!
        days = Int(date.timeIntervalSince1970 / 86_400)
    }

    private init(days: Int) { self.days = days }

    var next: LocalDay { LocalDay(days: days + 1) }

    var text: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date(timeIntervalSince1970: Double(days) * 86_400))
    }
}
