import FitTodayTestSupport
import Foundation
import Testing

@Suite(.waitsOnChildren) struct CommandTests {
    @Test func onboardingDefaultsAndProfileJSON() throws {
        let cli = try FitTodayProcess()
        let created = try cli.run(["init", "--goal", "weight-loss", "--equipment", "home"])
        #expect(created.exitCode == 0)
        #expect(created.stdout.contains("Emagrecimento"))
        let profile = try cli.json(["profile", "show"])
        #expect(profile["goal"] as? String == "weight-loss")
        #expect(profile["equipment"] as? String == "home")
        #expect(profile["level"] as? String == "intermediate")
        #expect(profile["methodology"] as? String == "mixed")
        #expect(profile["weekly_frequency"] as? Int == 3)
        #expect(try cli.run(["profile", "set", "--level", "beginner", "--condition", "knee", "--health-notes", "Joelho operado"]).exitCode == 0)
        let updated = try cli.json(["profile", "show"])
        #expect(updated["level"] as? String == "beginner")
        #expect(updated["conditions"] as? [String] == ["knee"])
        #expect(updated["goal"] as? String == "weight-loss")
        // Running init again keeps everything.
        #expect(try cli.run(["init", "--goal", "weight-loss", "--equipment", "home"]).exitCode == 0)
        #expect(try cli.json(["profile", "show"])["health_notes"] as? String == "Joelho operado")
    }

    @Test func databasePathFromFlagAndEnvironment() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "home", "--db", "meus-dados.sqlite"]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: cli.path("meus-dados.sqlite")))
        #expect(try cli.run(["profile", "show"], environment: ["FITTODAY_DB": "meus-dados.sqlite"]).exitCode == 0)
        #expect(try cli.run(["profile", "show"]).exitCode == 6)
    }

    @Test func plansFromTheCommandLine() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let created = try cli.json(["plan", "new", "Treino A — Peito", "--description", "Empurrar", "--activate"])
        #expect(created["id"] as? Int == 1)
        #expect(created["active"] as? Bool == true)
        #expect(try cli.run(["plan", "add-exercise", "1", "Supino reto", "--sets", "4", "--reps", "10", "--rest", "90", "--group", "chest"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", "1", "SUPINO RETO", "--sets", "3", "--reps", "8", "--rest", "120"]).exitCode == 0)
        let plan = try cli.json(["plan", "show", "1"])
        #expect(plan["title"] as? String == "Treino A — Peito")
        #expect(plan["source"] as? String == "manual")
        let exercises = try #require(plan["exercises"] as? [[String: Any]])
        #expect(exercises.map { $0["exercise_id"] as? String } == ["supino-reto", "supino-reto"])
        #expect(exercises.map { $0["rest_seconds"] as? Int } == [90, 120])
        #expect(Set(exercises[0].keys) == ["position", "exercise_id", "exercise_name", "sets", "reps", "rest_seconds", "notes",
                                           "last", "target_weight_kg", "target_reason", "warmup", "adjustments"])
        _ = try cli.json(["plan", "new", "Treino B", "--activate"])
        let list = try #require(try cli.json(["plan", "list"])["plans"] as? [[String: Any]])
        #expect(list.map { $0["title"] as? String } == ["Treino B", "Treino A — Peito"])
        #expect(list.map { $0["active"] as? Bool } == [true, false])
        #expect(try cli.run(["plan", "activate", "1"]).exitCode == 0)
        #expect(try cli.json(["plan", "show", "1"])["active"] as? Bool == true)
        #expect(try cli.json(["plan", "show", "2"])["active"] as? Bool == false)
        #expect(try cli.run(["log", "--status", "completed", "--plan", "1", "--set", "Supino reto:10x60"]).exitCode == 0)
        #expect(try cli.run(["plan", "delete", "1"]).exitCode == 0)
        let history = try cli.json(["history"])
        let session = try #require((history["sessions"] as? [[String: Any]])?.first)
        #expect(session["plan_title"] as? String == "Treino A — Peito")
        #expect(session["plan_id"] is NSNull)
    }

    @Test func loggingAndPagingThroughHistory() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let logged = try cli.run(["log", "--status", "completed", "--date", "2026-11-20", "--duration", "50",
                                  "--set", "Supino reto:10x60", "--set", "Supino reto:8x62,5@8", "--set", "Flexão:15"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("3 séries"))
        #expect(try cli.run(["log", "--status", "skipped", "--date", "2026-11-21"]).exitCode == 0)
        // Sample data comes from the curated library.
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
        try FileManager.default.createSymbolicLink(atPath: cli.path("content"), withDestinationPath: content.path)
        #expect(try cli.run(["dev", "seed", "--sessions", "40", "--days", "60", "--until", "2026-11-19"]).exitCode == 0)
        let first = try cli.json(["history"])
        // Without --page: the newest 20; "page" is null.
        #expect(first["page"] is NSNull)
        #expect(first["pages"] as? Int == 3)
        #expect(first["total"] as? Int == 42)
        let sessions = try #require(first["sessions"] as? [[String: Any]])
        #expect(sessions.count == 20)
        #expect(sessions.map { $0["date"] as? String }.prefix(2) == ["2026-11-21", "2026-11-20"])
        #expect(sessions[1]["volume_kg"] as? Double == 1100)
        #expect(sessions[1]["set_count"] as? Int == 3)
        #expect(Set(sessions[0].keys) == ["id", "date", "completed_at", "status", "duration_minutes", "intensity", "plan_id",
                                          "plan_title", "exercise_count", "set_count", "volume_kg"])
        // Pages count from the oldest session: page 3 is the newest 2, page 1 the oldest 20.
        let last = try cli.json(["history", "--page", "3"])
        #expect((last["sessions"] as? [[String: Any]])?.map { $0["date"] as? String } == ["2026-11-21", "2026-11-20"])
        #expect(last["page"] as? Int == 3)
        let oldest = try cli.json(["history", "--page", "1"])
        #expect((oldest["sessions"] as? [Any])?.count == 20)
        let skipped = try cli.json(["history", "--status", "skipped"])
        #expect((skipped["sessions"] as? [[String: Any]])?.allSatisfy { $0["status"] as? String == "skipped" } == true)
        let text = try cli.run(["history", "--page", "2"])
        #expect(text.stdout.contains("página 2 de 3"))
    }

    @Test func checkInReplacesTheSameDay() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["checkin", "--focus", "upper", "--soreness", "2", "--date", "2026-11-22"]).exitCode == 0)
        let replaced = try cli.json(["checkin", "--focus", "lower", "--soreness", "6", "--region", "legs", "--date", "2026-11-22"])
        #expect(replaced["focus"] as? String == "lower")
        #expect(replaced["sore_region"] as? String == "legs")
    }

    @Test func quietHidesConfirmationsButNotResults() throws {
        let cli = try FitTodayProcess()
        let quiet = try cli.run(["init", "--goal", "strength", "--equipment", "home", "--quiet"])
        #expect(quiet.exitCode == 0 && quiet.stdout.isEmpty)
        #expect(try cli.run(["history", "--quiet"]).stdout.contains("Nenhum treino"))
    }

    @Test func initWithoutATerminalNamesEveryMissingOptionAtOnceAndWritesNothing() throws {
        let cli = try FitTodayProcess()
        let bare = try cli.run(["init"])
        #expect(bare.exitCode != 0 && bare.stderr.contains("Falta informar --goal, --equipment."), "\(bare.stderr)")
        let half = try cli.run(["init", "--goal", "strength", "--locale", "en"])
        #expect(half.exitCode != 0 && half.stderr.contains("--equipment is missing") && !half.stderr.contains("--goal"), "\(half.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("fittoday.sqlite")))
    }

    @Test(arguments: [
        ["init"], ["profile", "show"], ["profile", "set"], ["checkin"], ["plan", "new"], ["plan", "add-exercise"],
        ["plan", "list"], ["plan", "show"], ["plan", "activate"], ["plan", "delete"], ["log"], ["history"], ["dev", "seed"],
    ])
    func everyCommandHasHelpWithExamples(_ command: [String]) throws {
        let cli = try FitTodayProcess()
        let result = try cli.run(command + ["--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("fittoday " + command.joined(separator: " ")))
        #expect(result.stdout.contains("--db"))
    }
}

@Suite(.waitsOnChildren) struct InteractiveOnboardingTests {
    /// `script` (util-linux) gives the command a real terminal, as a person would have.
    static let script = ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }

    // Under CI=true it always runs, and fails when `script` is missing.
    @Test(.enabled(if: script != nil || ProcessInfo.processInfo.environment["CI"] == "true", "util-linux script is not installed: no terminal to test onboarding with"))
    func initAsksTheTwoQuestionsOnATerminal() throws {
        let script = try #require(Self.script, "util-linux script is not installed: no terminal to test onboarding with")
        let cli = try FitTodayProcess()
        let session = try ChildProcess.run(script, ["-qec", "\(FitTodayProcess.executable.path) init", "/dev/null"],
                                           environment: cli.environment(), directory: cli.directory, input: .data(Data("9\n1\n3\n".utf8)),
                                           stderr: .inherit, deadline: 120)
        let transcript = session.stdoutText
        #expect(session.exitCode == 0, "\(transcript)")
        #expect(transcript.contains("Qual é o seu objetivo?"))
        #expect(transcript.contains("Não entendi"))
        #expect(transcript.contains("Onde você treina?"))
        let profile = try cli.json(["profile", "show"])
        #expect(profile["goal"] as? String == "hypertrophy")
        #expect(profile["equipment"] as? String == "full-gym")
    }
}
