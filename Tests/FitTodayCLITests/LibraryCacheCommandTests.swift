import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// What `build` keeps beside the database (in one folder, `.fittoday.sqlite.library`) so the library is neither
/// parsed nor saved again when nothing changed: safe to delete, and never trusted over a change.
@Suite(.waitsOnChildren) struct LibraryCacheCommandTests {
    private func name(of id: String, in cli: FitTodayProcess) throws -> String? {
        try DatabaseQueue(path: cli.path("fittoday.sqlite")).read { db in
            try String.fetchOne(db, sql: "SELECT name FROM exercise WHERE id = ?", arguments: [id])
        }
    }

    @Test func aLibraryRowChangedByAnotherProgramIsSavedAgain() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "hypertrophy", "--equipment", "full-gym"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline", "--quiet"]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: cli.path(".fittoday.sqlite.library/saved")))
        #expect(try name(of: "abdominal-infra", in: cli) == "Abdominal infra")

        // Another program renames a library exercise: the data now has no FitToday revision, so the next
        // build saves the library again and the name comes back.
        try DatabaseQueue(path: cli.path("fittoday.sqlite")).write { db in
            try db.execute(sql: "UPDATE exercise SET name = 'Outro nome' WHERE id = 'abdominal-infra'")
        }
        let rebuilt = try cli.run(["build", "--offline", "--quiet"])
        #expect(rebuilt.exitCode == 0, "\(rebuilt.stderr)")
        #expect(try name(of: "abdominal-infra", in: cli) == "Abdominal infra")

        // Deleting what build keeps beside the database only means reading and saving the library again.
        for file in [".fittoday.sqlite.library/saved", ".fittoday.sqlite.library/cache"] {
            try? FileManager.default.removeItem(atPath: cli.path(file))
        }
        let again = try cli.run(["build", "--offline"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains(" 0 arquivos gravados"))
        #expect(FileManager.default.fileExists(atPath: cli.path(".fittoday.sqlite.library/saved")))
    }

    @Test func aGarbledMarkerOrCacheChangesNothingButTheWorkDone() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "hypertrophy", "--equipment", "full-gym"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline", "--quiet"]).exitCode == 0)
        for file in [".fittoday.sqlite.library/saved", ".fittoday.sqlite.library/cache"] {
            try Data("\u{0}garbage\n1:".utf8).write(to: URL(fileURLWithPath: cli.path(file)))
        }
        try DatabaseQueue(path: cli.path("fittoday.sqlite")).write { db in
            try db.execute(sql: "UPDATE exercise SET name = 'Outro nome' WHERE id = 'abdominal-infra'")
        }
        let rebuilt = try cli.run(["build", "--offline"])
        #expect(rebuilt.exitCode == 0, "\(rebuilt.stderr)")
        #expect(try name(of: "abdominal-infra", in: cli) == "Abdominal infra")
    }

    /// The morning's `log` adds a session: the library's rows are as saved, so `build` does not save them again;
    /// a new exercise of the user's own is a change to the exercises, after which it does.
    @Test func addedSessionsLeaveTheSavedLibraryAsItIs() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "hypertrophy", "--equipment", "full-gym"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline", "--quiet"]).exitCode == 0)
        let marker = try Data(contentsOf: URL(fileURLWithPath: cli.path(".fittoday.sqlite.library/saved")))
        // Writes other than added sessions, plans and check-ins: saving the library would be one more.
        func otherWrites() throws -> Int {
            try DatabaseQueue(path: cli.path("fittoday.sqlite")).read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM data_revision_log WHERE sessions_only = 0") ?? 0
            }
        }
        let before = try otherWrites()
        let logged = try cli.run(["log", "--status", "completed", "--set", "Supino reto com barra:10x60", "--quiet"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        #expect(try cli.run(["build", "--offline", "--quiet"]).exitCode == 0)
        #expect(try otherWrites() == before)
        // The marker moved on to the data with the session, so the next build need not read the change log.
        let moved = try String(contentsOfFile: cli.path(".fittoday.sqlite.library/saved"), encoding: .utf8)
        #expect(moved.split(separator: "\t").prefix(2) == String(decoding: marker, as: UTF8.self).split(separator: "\t").prefix(2))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path(".fittoday.sqlite.library/saved"))) != marker)

        let custom = try cli.run(["log", "--status", "completed", "--set", "Exercício meu:10x20", "--quiet"])
        #expect(custom.exitCode == 0, "\(custom.stderr)")
        #expect(try cli.run(["build", "--offline", "--quiet"]).exitCode == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path(".fittoday.sqlite.library/saved"))) != marker)
    }
}
