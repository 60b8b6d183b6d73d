@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// The data's revision read in one look at the file, before a build opens the store: the same as the store's, nil
/// for anything unusual, and no write-ahead log's files left beside the database.
@Suite struct StoredRevisionTests {
    @Test func itIsTheStoresRevisionAndNothingElse() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("fittoday.sqlite")
        do {
            let store = try StoreFixtures.store(in: directory)
            let revision = try #require(try store.siteData.revision())
            #expect(SQLiteStore.storedRevision(ofDatabaseAt: path) == revision)
            try StoreFixtures.history(2, in: store)
            #expect(SQLiteStore.storedRevision(ofDatabaseAt: path) == (try store.siteData.revision()))
            #expect(SQLiteStore.storedRevision(ofDatabaseAt: path) != revision)
        }
        // Alone, it leaves the database as it found it: no -wal or -shm beside it.
        #expect(SQLiteStore.storedRevision(ofDatabaseAt: path) != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("fittoday") } == ["fittoday.sqlite"])

        // A schema other than this version's (a newer FitToday's file, an older one's before its migration): not
        // vouched for, so the build's store inspects the file as usual.
        for version in [Schema.latestVersion + 1, Schema.latestVersion - 1] {
            try DatabaseQueue(path: path).write { db in try db.execute(sql: "PRAGMA user_version = \(version)") }
            #expect(SQLiteStore.storedRevision(ofDatabaseAt: path) == nil)
        }
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "PRAGMA user_version = \(Schema.latestVersion)") }
        #expect(SQLiteStore.storedRevision(ofDatabaseAt: path) != nil)
        // Another program's write: unknown until FitToday writes again.
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE profile SET goal = goal") }
        #expect(SQLiteStore.storedRevision(ofDatabaseAt: path) == nil)
        // No file, not a database, another application's database.
        #expect(SQLiteStore.storedRevision(ofDatabaseAt: directory.path("absent.sqlite")) == nil)
        try Data("just some text, long enough to look like something".utf8).write(to: directory.url.appendingPathComponent("text.sqlite"))
        #expect(SQLiteStore.storedRevision(ofDatabaseAt: directory.path("text.sqlite")) == nil)
        try DatabaseQueue(path: directory.path("other.sqlite")).write { db in
            try db.execute(sql: "CREATE TABLE data_revision(id INTEGER PRIMARY KEY, token BLOB, dirty INTEGER); INSERT INTO data_revision VALUES (1, x'01', 0)")
        }
        #expect(SQLiteStore.storedRevision(ofDatabaseAt: directory.path("other.sqlite")) == nil)
    }
}
