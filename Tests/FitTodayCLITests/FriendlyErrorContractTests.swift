import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Every category of failure a person can meet: a distinct exit code and one friendly sentence on
/// stderr, with technical detail only under --verbose.
@Suite(.waitsOnChildren) struct FriendlyErrorContractTests {
    static let technicalTerms = [
        "SQLite", "SQLITE", "GRDB", "Error", "error:", "nil", "Optional", "Swift", "errno", "Fatal", "stack",
        "FitTodayError", "DatabaseError", "ArgumentParser", ".sqlite", "fittoday-cli-", "/tmp",
        // The test folders' parent when the run keeps them elsewhere (`make test` puts them in /dev/shm).
        FileManager.default.temporaryDirectory.path,
    ]

    private func expectFriendly(_ result: FitTodayProcess.Result, exitCode: Int32, mentioning words: [String] = [],
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == exitCode, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!message.isEmpty, sourceLocation: sourceLocation)
        #expect(!message.contains("\n"), "one sentence expected: \(message)", sourceLocation: sourceLocation)
        for term in Self.technicalTerms {
            #expect(!message.contains(term), "\(message) contains \(term)", sourceLocation: sourceLocation)
        }
        for word in words {
            #expect(message.contains(word), "\(message) should mention \(word)", sourceLocation: sourceLocation)
        }
    }

    @Test func badFlagValueIsAUsageError() throws {
        let cli = try FitTodayProcess()
        expectFriendly(try cli.run(["init", "--goal", "bodybuilding", "--equipment", "full-gym"]), exitCode: 2, mentioning: ["--goal", "hypertrophy"])
        #expect(!FileManager.default.fileExists(atPath: cli.path("fittoday.sqlite")))
        try cli.initialize()
        expectFriendly(try cli.run(["checkin", "--focus", "upper", "--soreness", "muita"]), exitCode: 2, mentioning: ["--soreness"])
        expectFriendly(try cli.run(["checkin", "--focus", "upper", "--date", "2026-02-30"]), exitCode: 2, mentioning: ["2026-02-30"])
        expectFriendly(try cli.run(["history", "--frobnicate"]), exitCode: 2, mentioning: ["--frobnicate"])
        expectFriendly(try cli.run(["history", "--format", "xml"]), exitCode: 2, mentioning: ["json"])
        // With a profile in place, init has nothing to ask and succeeds.
        #expect(try cli.run(["init"]).exitCode == 0)
    }

    @Test func missingOnboardingAnswersOutsideATerminal() throws {
        let cli = try FitTodayProcess()
        expectFriendly(try cli.run(["init", "--goal", "strength"]), exitCode: 2, mentioning: ["--equipment"])
        #expect(!FileManager.default.fileExists(atPath: cli.path("fittoday.sqlite")))
    }

    @Test func brokenRulesAreInvalidData() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        expectFriendly(try cli.run(["plan", "new", "AB"]), exitCode: 3, mentioning: ["3 a 100"])
        expectFriendly(try cli.run(["checkin", "--focus", "upper", "--soreness", "11"]), exitCode: 3)
        expectFriendly(try cli.run(["profile", "set", "--frequency", "9"]), exitCode: 3)
        expectFriendly(try cli.run(["log", "--status", "skipped", "--set", "Remada:10x40"]), exitCode: 3)
        expectFriendly(try cli.run(["log", "--status", "completed", "--set", "Remada-10x40"]), exitCode: 3, mentioning: ["Remada-10x40"])
        #expect(try cli.run(["plan", "new", "Treino A"]).exitCode == 0)
        expectFriendly(try cli.run(["plan", "add-exercise", "1", "Supino", "--rest", "45"]), exitCode: 3, mentioning: ["30, 60, 90, 120"])
        expectFriendly(try cli.run(["plan", "add-exercise", "1", "Supino", "--sets", "11"]), exitCode: 3)
        expectFriendly(try cli.run(["plan", "add-exercise", "1", "Supino", "--reps", "51"]), exitCode: 3)
        // Nothing from the refused commands was written.
        #expect(try cli.json(["history"])["total"] as? Int == 0)
        #expect((try cli.json(["plan", "show", "1"])["exercises"] as? [Any])?.isEmpty == true)
    }

    @Test func unknownIdsAreNotFound() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        expectFriendly(try cli.run(["plan", "show", "99"]), exitCode: 4, mentioning: ["99"])
        expectFriendly(try cli.run(["plan", "delete", "99"]), exitCode: 4)
        expectFriendly(try cli.run(["log", "--status", "completed", "--plan", "5"]), exitCode: 4)
        expectFriendly(try cli.run(["history", "--page", "2"]), exitCode: 4)
    }

    @Test func missingProfile() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        try queue.write { db in try db.execute(sql: "DELETE FROM profile") }
        try queue.close()
        expectFriendly(try cli.run(["profile", "show"]), exitCode: 5, mentioning: ["fittoday init"])
        expectFriendly(try cli.run(["checkin", "--focus", "rest"]), exitCode: 5)
    }

    @Test func missingDatabase() throws {
        let cli = try FitTodayProcess()
        expectFriendly(try cli.run(["history"]), exitCode: 6, mentioning: ["fittoday init"])
        expectFriendly(try cli.run(["profile", "show", "--db", "outro.sqlite"]), exitCode: 6)
        #expect(!FileManager.default.fileExists(atPath: cli.path("outro.sqlite")))
    }

    @Test func busyDatabase() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try cli.write("[database]\nbusy_timeout_ms = 200\n", to: "fittoday.toml")
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            try db.execute(sql: "INSERT INTO check_in (date, focus) VALUES ('2026-01-01', 'rest')")
            expectFriendly(try cli.run(["checkin", "--focus", "upper"]), exitCode: 7, mentioning: ["tente de novo"])
            // Reading still works while another program writes.
            #expect(try cli.run(["profile", "show"]).exitCode == 0)
            try db.execute(sql: "ROLLBACK")
        }
        #expect(try cli.run(["checkin", "--focus", "upper"]).exitCode == 0)
    }

    @Test func brokenConfigurationFile() throws {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ntitle = \"Meu treino\"\ntitle = \"Outro\"\n", to: "fittoday.toml")
        expectFriendly(try cli.run(["history"]), exitCode: 12, mentioning: ["linha 3", "title"])
        expectFriendly(try cli.run(["history", "--config", "nao-existe.toml"]), exitCode: 12)
        try cli.write("[images]\nconcurrency = 0\n", to: "fittoday.toml")
        expectFriendly(try cli.run(["history", "--locale", "en"]), exitCode: 12, mentioning: ["images.concurrency"])
    }

    @Test func damagedDatabase() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try cli.run(["dev", "seed", "--sessions", "300", "--days", "300", "--until", "2026-11-22"])
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        _ = try queue.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try queue.close()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: cli.path("fittoday.sqlite")))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 30_000))
        try handle.close()
        let result = try cli.run(["history"])
        expectFriendly(result, exitCode: 8, mentioning: ["danificados"])
        let verbose = try cli.run(["history", "--verbose"])
        #expect(verbose.exitCode == 8)
        #expect(verbose.stderr.contains("malformed") || verbose.stderr.contains("SQLite"))
    }

    @Test func someoneElsesFileIsNotTouched() throws {
        let cli = try FitTodayProcess()
        try cli.write("nome,idade\nAna,30\n", to: "planilha.csv")
        expectFriendly(try cli.run(["init", "--db", "planilha.csv", "--goal", "strength", "--equipment", "home"]), exitCode: 9)
        #expect(try String(contentsOfFile: cli.path("planilha.csv"), encoding: .utf8) == "nome,idade\nAna,30\n")
    }

    @Test func newerDatabase() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 99") }
        try queue.close()
        expectFriendly(try cli.run(["history"]), exitCode: 10, mentioning: ["versão mais nova"])
    }

    @Test func unwritableLocation() throws {
        let cli = try FitTodayProcess()
        expectFriendly(try cli.run(["init", "--db", "pasta/que/nao/existe/dados.sqlite", "--goal", "strength", "--equipment", "home"]), exitCode: 11)
    }

    @Test func englishOnRequest() throws {
        let cli = try FitTodayProcess()
        let result = try cli.run(["history", "--locale", "en"])
        expectFriendly(result, exitCode: 6, mentioning: ["There is no training data"])
        let viaEnvironment = try cli.run(["plan", "list", "--bogus"], environment: ["FITTODAY_LOCALE": "en"])
        expectFriendly(viaEnvironment, exitCode: 2, mentioning: ["--bogus"])
        #expect(viaEnvironment.stderr.contains("There is no option --bogus") && viaEnvironment.stderr.contains("fittoday plan list --help"))
    }

    @Test func verboseShowsTheTechnicalDetail() throws {
        let cli = try FitTodayProcess()
        let result = try cli.run(["history", "--verbose"])
        #expect(result.exitCode == 6)
        #expect(result.stderr.contains("fittoday.sqlite"))
        #expect(result.stderr.contains("Ainda não há dados de treino aqui."))
    }
}
