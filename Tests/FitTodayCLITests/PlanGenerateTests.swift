import FitTodayTestSupport
import Foundation
import GRDB
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.waitsOnChildren) struct PlanGenerateTests {
    static let content = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content").path

    private func prepared(extraConfig: String = "") throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.content)\"\n" + extraConfig, to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    @Test func generatesStoresAndReusesTodaysPlan() throws {
        let cli = try prepared()
        #expect(try cli.run(["checkin", "--focus", "upper", "--soreness", "1", "--date", "2026-11-22"]).exitCode == 0)
        let plan = try cli.json(["plan", "generate", "--date", "2026-11-22"])
        #expect(plan["source"] as? String == "local")
        #expect(plan["for_date"] as? String == "2026-11-22")
        let exercises = try #require(plan["exercises"] as? [[String: Any]])
        #expect(exercises.count >= 3)
        #expect(Set(exercises[0].keys).isSuperset(of: ["exercise_id", "sets", "reps", "rest_seconds"]))
        for key in ["id", "title", "source", "intensity", "duration_minutes", "exercises"] { #expect(plan[key] != nil) }
        // Same inputs: the same stored plan; --fresh: a new one with the same content.
        let again = try cli.json(["plan", "generate", "--date", "2026-11-22"])
        #expect(again["id"] as? Int == plan["id"] as? Int)
        let fresh = try cli.json(["plan", "generate", "--date", "2026-11-22", "--fresh"])
        #expect(fresh["id"] as? Int != plan["id"] as? Int)
        #expect((fresh["exercises"] as? [[String: Any]])?.map { $0["exercise_id"] as? String } == exercises.map { $0["exercise_id"] as? String })
        #expect(try cli.json(["plan", "show", "\(fresh["id"] as? Int ?? 0)"])["title"] as? String == plan["title"] as? String)
        // One composed plan per date: the fresh one replaced the first, which no session used.
        #expect(try cli.run(["plan", "show", "\(plan["id"] as? Int ?? 0)"]).exitCode == 4)
        #expect((try cli.json(["plan", "list", "--date", "2026-11-22"])["plans"] as? [Any])?.count == 1)
        let text = try cli.run(["plan", "generate", "--date", "2026-11-22"])
        #expect(text.stdout.contains("Mesmas condições"))
    }

    @Test func restDayAndMissingCheckIn() throws {
        let cli = try prepared()
        #expect(try cli.run(["checkin", "--focus", "rest", "--date", "2026-11-23"]).exitCode == 0)
        let rest = try cli.run(["plan", "generate", "--date", "2026-11-23"])
        #expect(rest.exitCode == 0 && rest.stdout.contains("descanso"))
        let noCheckIn = try cli.run(["plan", "generate", "--date", "2026-11-24"])
        #expect(noCheckIn.exitCode == 0 && noCheckIn.stdout.contains("corpo inteiro"))
    }

    @Test func aBrokenLibraryIsAFriendlyContentError() throws {
        let cli = try FitTodayProcess()
        try FileManager.default.createDirectory(atPath: cli.path("biblioteca/exercises"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cli.path("biblioteca/blocks"), withIntermediateDirectories: true)
        try cli.write("[site]\ncontent_dir = \"biblioteca\"\n", to: "fittoday.toml")
        try cli.initialize()
        // Broken after init (init reads the library too, and would refuse to start with it).
        try cli.write("+++\nid = \"prancha\"\nname = \"Prancha\"\nmuscle_group = \"abs\"\n+++\n", to: "biblioteca/exercises/prancha.md")
        let result = try cli.run(["plan", "generate"])
        #expect(result.exitCode == 13)
        #expect(result.stderr.contains("exercises/prancha.md:4"))
        #expect(result.stderr.contains("muscle_group"))
    }

    @Test func aiComposerEndToEndWithTheKeyKeptSecret() async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FitTodayDataTests/Support/ai_server.py")
        let server = try ChildProcess.launch("python3", [script.path], input: .pipe, stderr: .inherit)
        defer { server.stop() }
        let port = try #require(Int(server.readLine(waitingFor: "the AI server's port") ?? ""))
        let secret = "sk-segredo-que-nao-pode-vazar"
        let cli = try prepared(extraConfig: """
        [ai]
        enabled = true
        endpoint = "http://127.0.0.1:\(port)/valid"
        model = "modelo"
        api_key_env = "FITTODAY_TEST_KEY"
        """)
        let result = try cli.run(["plan", "generate", "--date", "2026-11-22", "--format", "json", "--verbose"], environment: ["FITTODAY_TEST_KEY": secret])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(plan?["source"] as? String == "ai")
        #expect(!result.stderr.contains(secret) && !result.stdout.contains(secret))
        let database = try Data(contentsOf: URL(fileURLWithPath: cli.path("fittoday.sqlite")))
        #expect(database.range(of: Data(secret.utf8)) == nil)
        // Without the key: generated locally, and the person is told why.
        let local = try cli.run(["plan", "generate", "--date", "2026-11-22", "--fresh"])
        #expect(local.exitCode == 0)
        #expect(local.stdout.contains("Treino gerado localmente"))
    }
}

@Suite(.waitsOnChildren) struct ImportExercisesCommandTests {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/free-exercise-db/exercises.json").path

    // Under CI=true it always runs, and fails when ../shared is absent.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: shared) || ProcessInfo.processInfo.environment["CI"] == "true", "../shared/data/free-exercise-db is absent: skipping"))
    func importsTheSharedLibraryTwiceWithoutDuplicates() throws {
        try #require(FileManager.default.fileExists(atPath: Self.shared), "../shared/data/free-exercise-db is absent")
        let cli = try FitTodayProcess()
        try cli.initialize()
        let first = try cli.run(["import", "exercises", Self.shared])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("873 exercícios importados"))
        #expect(try cli.run(["import", "exercises", Self.shared]).exitCode == 0)
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        let count = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise WHERE origin = 'imported'") }
        #expect(count == 873)
        #expect(try cli.run(["plan", "new", "Importados"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", "1", "Barbell Squat", "--sets", "5", "--reps", "5", "--rest", "180"]).exitCode == 0)
        #expect((try cli.json(["plan", "show", "1"])["exercises"] as? [[String: Any]])?.first?["exercise_id"] as? String == "Barbell_Squat")
    }

    @Test func aFileThatIsNotAnExerciseListIsRefused() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try cli.write("{\"exercises\": 3}", to: "lista.json")
        let result = try cli.run(["import", "exercises", "lista.json"])
        #expect(result.exitCode == 3)
        #expect(result.stderr.contains("free-exercise-db"))
        #expect(try cli.run(["import", "exercises", "nao-existe.json"]).exitCode == 3)
    }
}
