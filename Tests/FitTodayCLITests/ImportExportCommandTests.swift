import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `import strong|hevy|json`, `export json` and `backup` as a person or a cron job runs them.
@Suite(.waitsOnChildren) struct ImportExportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/FitTodayImportTests/Fixtures")
    static let technicalTerms = ["SQLite", "SQLITE", "GRDB", "Error", "error:", "nil", "Optional", "Swift", "errno", "DatabaseError",
                                 "FitTodayError", "ImportIssue", ".sqlite", "/tmp", "fittoday-cli-",
                                 // The test folders' parent when the run keeps them elsewhere (`make test`: /dev/shm).
                                 FileManager.default.temporaryDirectory.path]

    /// A working folder with a profile, the repository's curated library and the CSV fixtures.
    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path) where name.hasSuffix(".csv") {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: cli.directory.appendingPathComponent(name))
        }
        return cli
    }

    private func expectFriendly(_ result: FitTodayProcess.Result, exitCode: Int32, mentioning words: [String] = [],
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == exitCode, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!message.isEmpty && !message.contains("\n"), "one sentence expected: \(message)", sourceLocation: sourceLocation)
        for term in Self.technicalTerms {
            #expect(!message.contains(term), "\(message) contains \(term)", sourceLocation: sourceLocation)
        }
        for word in words {
            #expect(message.contains(word), "\(message) should mention \(word)", sourceLocation: sourceLocation)
        }
    }

    private func total(_ cli: FitTodayProcess, _ extra: [String] = []) throws -> Int? {
        try cli.json(["history"] + extra)["total"] as? Int
    }

    @Test func importStrongAndHevyHistories() throws {
        let cli = try prepared()
        let strong = try cli.run(["import", "strong", "strong-semicolon.csv"])
        #expect(strong.exitCode == 0, "\(strong.stderr)")
        #expect(strong.stdout.contains("2 treinos e 8 séries importados; 1 exercício novo criado."))
        #expect(strong.stdout.contains("Face Pull Unilateral"))
        // No terminal: no progress bar, nothing on stderr.
        #expect(strong.stderr.isEmpty)
        let again = try cli.run(["import", "strong", "strong-semicolon.csv"])
        #expect(again.exitCode == 0)
        #expect(again.stdout.contains("Nada novo: os 2 treinos desse arquivo já estavam no histórico."))
        #expect(try total(cli) == 2)

        let hevy = try cli.run(["import", "hevy", "hevy.csv", "--locale", "en"])
        #expect(hevy.exitCode == 0)
        // "Treadmill Run" is the library's English name of corrida-na-esteira (issue #29): nothing new to create.
        #expect(hevy.stdout.contains("2 sessions and 6 sets imported.\n"))
        let pounds = try cli.run(["import", "strong", "strong-comma.csv", "--weight-unit", "lbs", "--quiet"])
        #expect(pounds.exitCode == 0 && pounds.stdout.isEmpty)
        #expect(try total(cli) == 7)
        let newest = try #require((try cli.json(["history"])["sessions"] as? [[String: Any]])?.first)
        #expect(newest["plan_title"] as? String == "Cardio")
        expectFriendly(try cli.run(["import", "strong", "strong-comma.csv", "--weight-unit", "stone"]), exitCode: 2, mentioning: ["--weight-unit", "lbs"])
    }

    @Test func theOtherAppsFileAndUnusableFilesAreRefused() throws {
        let cli = try prepared()
        expectFriendly(try cli.run(["import", "strong", "hevy.csv"]), exitCode: 3, mentioning: ["Hevy", "fittoday import hevy"])
        expectFriendly(try cli.run(["import", "hevy", "strong-comma.csv"]), exitCode: 3, mentioning: ["Strong", "fittoday import strong"])
        expectFriendly(try cli.run(["import", "hevy", "strong-semicolon.csv", "--locale", "en"]), exitCode: 3, mentioning: ["Strong export, not a Hevy one"])
        expectFriendly(try cli.run(["import", "strong", "not-a-workout.csv"]), exitCode: 3, mentioning: ["Strong", "Hevy"])
        expectFriendly(try cli.run(["import", "strong", "nao-existe.csv"]), exitCode: 3, mentioning: ["caminho"])
        #expect(try total(cli) == 0)
    }

    @Test func aBadRowStopsEverythingUnlessSkipped() throws {
        let cli = try prepared()
        expectFriendly(try cli.run(["import", "strong", "strong-bad-rows.csv"]), exitCode: 3,
                       mentioning: ["strong-bad-rows.csv", "linha 4", "\"dez\"", "--skip-invalid", "Nada foi importado"])
        #expect(try total(cli) == 0)
        let skipped = try cli.run(["import", "strong", "strong-bad-rows.csv", "--skip-invalid"])
        #expect(skipped.exitCode == 0)
        #expect(skipped.stdout.contains("2 treinos e 2 séries importados."))
        #expect(skipped.stdout.contains("4 linhas com problema ficaram de fora:"))
        for line in ["linha 4: \"dez\"", "linha 6: não entendi a data", "linha 7: o peso precisa", "linha 8: a coluna \"Exercise Name\" está vazia"] {
            #expect(skipped.stdout.contains("  " + line), "\(skipped.stdout)")
        }
        #expect(try total(cli) == 2)
    }

    /// A long list of bad rows: the first 20 with their line and reason, then how many more; all under --verbose.
    @Test func manySkippedRowsAreListedUpToTwentyAndAllUnderVerbose() throws {
        let cli = try prepared()
        var rows = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
                    "2024-03-05 18:00:00,A,30m,Bench Press (Barbell),1,60,10,0,0,,,"]
        // 25 bad rows, on physical lines 3 to 27, each with its own value.
        for index in 1...25 { rows.append("2024-03-05 18:00:00,A,30m,Bench Press (Barbell),\(index + 1),60,reps\(index),0,0,,,") }
        try cli.write(rows.joined(separator: "\n") + "\n", to: "muitas.csv")
        let skipped = try cli.run(["import", "strong", "muitas.csv", "--skip-invalid"])
        #expect(skipped.exitCode == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("25 linhas com problema ficaram de fora:"), "\(skipped.stdout)")
        for index in 1...20 { #expect(skipped.stdout.contains("  linha \(index + 2): \"reps\(index)\""), "\(index)") }
        #expect(!skipped.stdout.contains("linha 23:"))
        #expect(skipped.stdout.contains("  … e mais 5 (--verbose lista todas)."), "\(skipped.stdout)")

        try cli.write(rows.joined(separator: "\n").replacingOccurrences(of: "2024-03-05", with: "2024-03-06") + "\n", to: "muitas2.csv")
        let verbose = try cli.run(["import", "strong", "muitas2.csv", "--skip-invalid", "--verbose", "--locale", "en"])
        #expect(verbose.exitCode == 0, "\(verbose.stderr)")
        for index in 1...25 { #expect(verbose.stdout.contains("line \(index + 2): \"reps\(index)\""), "\(index)") }
        #expect(!verbose.stdout.contains("more (--verbose"))
    }

    /// A restore refused for a broken rule says which rule, where and what it found, in normal output and in
    /// both languages; and nothing is written.
    @Test func aRefusedRestoreSaysWhichRuleWhereAndWhatValue() throws {
        let cli = try prepared()
        #expect(try cli.run(["import", "hevy", "hevy.csv"]).exitCode == 0)
        #expect(try cli.run(["export", "json", "--output", "dados.json"]).exitCode == 0)
        let original = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("dados.json")))) as? [String: Any])
        var sessions = try #require(original["sessions"] as? [[String: Any]])
        // The first session with two sets or more.
        let index = try #require(sessions.firstIndex { ($0["sets"] as? [Any])?.count ?? 0 >= 2 })
        let date = String(try #require(sessions[index]["completed_at"] as? String).prefix(10))
        func refused(_ edit: (inout [String: Any]) -> Void, _ name: String) throws -> (pt: String, en: String) {
            var object = original
            edit(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: cli.path(name)))
            let pt = try cli.run(["import", "json", name, "--db", "novo-\(name).sqlite"])
            let en = try cli.run(["import", "json", name, "--db", "novo-\(name).sqlite", "--locale", "en"])
            expectFriendly(pt, exitCode: 3)
            expectFriendly(en, exitCode: 3)
            return (pt.stderr, en.stderr)
        }
        var sets = try #require(sessions[index]["sets"] as? [[String: Any]])
        sets[1]["reps"] = 1200
        sessions[index]["sets"] = sets
        let reps = try refused({ $0["sessions"] = sessions }, "reps.json")
        #expect(reps.pt.contains("sessão \(index + 1) (\(date)), série 2: reps = 1200 (o máximo é 1000)"), "\(reps.pt)")
        #expect(reps.en.contains("session \(index + 1) (\(date)), set 2: reps = 1200 (the most is 1000)"), "\(reps.en)")
        #expect(reps.pt.contains("nada foi importado"))

        sets[1]["reps"] = "doze"
        sessions[index]["sets"] = sets
        let type = try refused({ $0["sessions"] = sessions }, "tipo.json")
        #expect(type.pt.contains("série 2: reps = \"doze\" (era esperado um número inteiro)"), "\(type.pt)")
        #expect(type.en.contains("set 2: reps = \"doze\" (expected a whole number)"), "\(type.en)")

        let missing = try refused({ $0.removeValue(forKey: "check_ins") }, "chave.json")
        #expect(missing.pt.contains(": falta \"check_ins\"."), "\(missing.pt)")
        #expect(missing.en.contains(": \"check_ins\" is missing."), "\(missing.en)")
        // Nothing of any of them was written.
        for name in ["reps.json", "tipo.json", "chave.json"] { #expect(!FileManager.default.fileExists(atPath: cli.path("novo-\(name).sqlite"))) }
    }

    @Test func exportThenRestoreGivesTheSameFile() throws {
        let cli = try prepared()
        #expect(try cli.run(["import", "hevy", "hevy.csv"]).exitCode == 0)
        #expect(try cli.run(["checkin", "--focus", "upper", "--soreness", "2", "--date", "2026-11-20"]).exitCode == 0)
        #expect(try cli.run(["plan", "new", "Treino A", "--activate"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", "1", "Supino reto com barra", "--sets", "4", "--reps", "10", "--rest", "90"]).exitCode == 0)
        #expect(try cli.run(["log", "--status", "completed", "--plan", "1", "--date", "2026-11-21", "--set", "Supino reto com barra:10x62,5@8",
                             "--set", "Exercício meu:12"]).exitCode == 0)

        let exported = try cli.run(["export", "json", "--output", "dados.json"])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("Dados exportados para dados.json: perfil, 3 treinos, 8 séries, 1 plano, 1 check-in"))
        let first = try Data(contentsOf: cli.directory.appendingPathComponent("dados.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        #expect(object["format"] as? String == "fittoday-export")
        // Hevy's treadmill run and plank keep their time and distance: version 4.
        #expect(object["version"] as? Int == 4)
        // Health notes and the whole history: readable by their owner only.
        #expect((try FileManager.default.attributesOfItem(atPath: cli.path("dados.json"))[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        // To standard output: the same bytes, and nothing else.
        #expect(Data(try cli.run(["export", "json"]).stdout.utf8) == first)

        expectFriendly(try cli.run(["export", "json", "--output", "dados.json"]), exitCode: 2, mentioning: ["--force"])
        #expect(try cli.run(["export", "json", "--output", "dados.json", "--force", "--quiet"]).exitCode == 0)

        let restored = try cli.run(["import", "json", "dados.json", "--db", "restaurado.db"])
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(restored.stdout.contains("Dados restaurados: perfil, 3 treinos"))
        #expect(try cli.run(["export", "json", "--db", "restaurado.db", "--output", "de-novo.json"]).exitCode == 0)
        #expect(try Data(contentsOf: cli.directory.appendingPathComponent("de-novo.json")) == first)
        #expect(try total(cli, ["--db", "restaurado.db"]) == 3)

        // A database with data is never restored over, and a failed restore leaves no new file behind.
        expectFriendly(try cli.run(["import", "json", "dados.json"]), exitCode: 3, mentioning: ["--db"])
        try cli.write("{\"format\": \"outra-coisa\"}", to: "outro.json")
        expectFriendly(try cli.run(["import", "json", "outro.json", "--db", "nunca.db"]), exitCode: 3, mentioning: ["fittoday export json"])
        try cli.write(String(decoding: first, as: UTF8.self).replacingOccurrences(of: "\"completed\"", with: "\"talvez\""), to: "mexido.json")
        expectFriendly(try cli.run(["import", "json", "mexido.json", "--db", "nunca.db"]), exitCode: 3, mentioning: ["sessão 1 (", "status = \"talvez\" não é um valor aceito aqui"])
        #expect(!FileManager.default.fileExists(atPath: cli.path("nunca.db")))
        #expect(try total(cli) == 3)
    }

    @Test func backupCopiesTheDatabaseAndProtectsFiles() throws {
        let cli = try prepared()
        #expect(try cli.run(["import", "strong", "strong-comma.csv"]).exitCode == 0)
        let backup = try cli.run(["backup", "copia.db"])
        #expect(backup.exitCode == 0, "\(backup.stderr)")
        #expect(backup.stdout.contains("Cópia de segurança gravada em copia.db"))
        #expect(try total(cli, ["--db", "copia.db"]) == 3)
        #expect((try FileManager.default.attributesOfItem(atPath: cli.path("copia.db"))[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        expectFriendly(try cli.run(["backup", "copia.db"]), exitCode: 2, mentioning: ["--force"])
        #expect(try cli.run(["log", "--status", "skipped", "--date", "2026-11-20"]).exitCode == 0)
        #expect(try cli.run(["backup", "copia.db", "--force"]).exitCode == 0)
        #expect(try total(cli, ["--db", "copia.db"]) == 4)
        expectFriendly(try cli.run(["backup", "fittoday.sqlite", "--force"]), exitCode: 2, mentioning: ["outro arquivo"])
        expectFriendly(try cli.run(["backup", "copia.db", "--db", "nada.db"]), exitCode: 6)
    }

    @Test func backupWhileAnotherProgramHoldsAWriteTransaction() throws {
        let cli = try prepared()
        #expect(try cli.run(["import", "hevy", "hevy.csv"]).exitCode == 0)
        let other = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        try other.inTransaction(.immediate) { db in
            try db.execute(sql: "INSERT INTO workout_session (completed_at, status) VALUES ('2026-01-01 10:00:00', 'skipped')")
            let result = try cli.run(["backup", "copia.db"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            return .commit
        }
        #expect(try total(cli, ["--db", "copia.db"]) == 2)
        #expect(try total(cli) == 3)
    }

    /// `script` (util-linux) gives the command a real terminal.
    static let script = ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }

    // Under CI=true it always runs, and fails when `script` is missing.
    @Test(.enabled(if: script != nil || ProcessInfo.processInfo.environment["CI"] == "true", "util-linux script is not installed: no terminal to draw a progress bar on"))
    func aProgressBarOnlyOnATerminal() throws {
        let script = try #require(Self.script, "util-linux script is not installed: no terminal to draw a progress bar on")
        let cli = try prepared()
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        for day in 0..<400 {
            for set in 1...5 { csv += "2020-01-01 07:00:00,Treino \(day),45m,Squat (Barbell),\(set),100,5,0,0,,,\n" }
        }
        try cli.write(csv, to: "grande.csv")
        let session = try ChildProcess.run(script, ["-qec", "\(FitTodayProcess.executable.path) import strong grande.csv", "/dev/null"],
                                           environment: cli.environment(), directory: cli.directory, stderr: .inherit, deadline: 120)
        let transcript = session.stdoutText
        #expect(session.exitCode == 0, "\(transcript)")
        #expect(transcript.contains("Gravando treinos"))
        #expect(transcript.contains("100%"))
        #expect(transcript.contains("400 treinos e 2.000 séries importados."))
        let plain = try cli.run(["import", "strong", "grande.csv"])
        #expect(plain.stderr.isEmpty)
        #expect(!plain.stdout.contains("%"))
    }

    @Test(arguments: [["import", "strong"], ["import", "hevy"], ["import", "json"], ["export", "json"], ["backup"]])
    func everyCommandHasHelpWithExamples(_ command: [String]) throws {
        let cli = try FitTodayProcess()
        let result = try cli.run(command + ["--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("Exemplos:"))
        #expect(result.stdout.contains("fittoday " + command.joined(separator: " ")))
        #expect(result.stdout.contains("--db"))
    }

    @Test func theImportCommandListsItsSubcommands() throws {
        let result = try FitTodayProcess().run(["import", "--help"])
        for name in ["strong", "hevy", "json", "exercises"] { #expect(result.stdout.contains(name)) }
    }
}
