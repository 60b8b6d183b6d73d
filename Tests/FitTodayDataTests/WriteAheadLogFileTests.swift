@testable import FitTodayData
import FitTodayDomain
import FitTodaySystem
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Opening the database for writing writes nothing to it: the WAL file GRDB wants is there, made without a
/// schema change, with the database's permissions, and never in place of one that exists.
@Suite struct WriteAheadLogFileTests {
    /// The schema cookie in the file's header (bytes 40–43), read without opening a connection: a read-only
    /// connection would leave an empty WAL file behind, which is not the case under test.
    private func schemaVersion(_ path: String) throws -> Int {
        let header = try #require(FileManager.default.contents(atPath: path)).prefix(44)
        return header.suffix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func openingForWritingWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("fittoday.sqlite")
        do { _ = try StoreFixtures.store(in: directory) }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "the last connection's close removes the log")
        let before = try schemaVersion(path)
        for _ in 0..<3 {
            let store = try SQLiteStore.open(at: path)
            #expect(try store.profiles.profile() != nil)
            var info = stat()
            #expect(stat(path + "-wal", &info) == 0 && info.st_size == WriteAheadLogFile.emptyBytes.count)
        }
        #expect(try schemaVersion(path) == before)
        // Writes still land, and the file is whole.
        do {
            let store = try SQLiteStore.open(at: path)
            _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-20"), newExercises: [])
        }
        let store = try SQLiteStore.open(at: path, readOnly: true)
        #expect(try store.siteData.sessionCount() == 1)
        #expect(try store.pool.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
    }

    @Test func theLogHasTheDatabasesPermissions() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("fittoday.sqlite")
        do { _ = try StoreFixtures.store(in: directory) }
        chmod(path, 0o600)
        let store = try SQLiteStore.open(at: path)
        var info = stat()
        #expect(stat(path + "-wal", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        withExtendedLifetime(store) {}
    }

    @Test func anExistingLogIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("fittoday.sqlite")
        // An SQLite header in WAL mode (bytes 18 and 19 are 2).
        var header = Array("SQLite format 3\u{0}".utf8) + Array(repeating: 2, count: 84)
        header[16] = 0x10
        try Data(header).write(to: URL(fileURLWithPath: path))
        let existing = Data((0..<100).map { UInt8($0) })
        try existing.write(to: URL(fileURLWithPath: path + "-wal"))
        #expect(!WriteAheadLogFile.provide(for: path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == existing)
        try FileManager.default.removeItem(atPath: path + "-wal")
        #expect(WriteAheadLogFile.provide(for: path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == Data(WriteAheadLogFile.emptyBytes))
        // No database, an empty file, or one not in WAL mode: nothing is made.
        for (name, bytes) in [("empty.sqlite", [UInt8]()), ("rollback.sqlite", Array("SQLite format 3\u{0}".utf8) + Array(repeating: 1, count: 84))] {
            FileManager.default.createFile(atPath: directory.path(name), contents: Data(bytes))
            #expect(!WriteAheadLogFile.provide(for: directory.path(name)))
            #expect(!FileManager.default.fileExists(atPath: directory.path(name + "-wal")))
        }
        #expect(!WriteAheadLogFile.provide(for: directory.path("none.sqlite")))
    }

    /// Another program's database is refused as before, and left as it was: no WAL file of ours beside it.
    @Test func anotherProgramsDatabaseKeepsNoLogOfOurs() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
            }
            try queue.close()
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(throws: FitTodayError.notFitTodayDatabase) { _ = try SQLiteStore.open(at: path) }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }
}
