@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

@Suite struct SchemaMigrationTests {
    @Test func newFileIsCreatedMigratedAndUsesWAL() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore.open(at: directory.path("new.sqlite"), createIfMissing: true)
        #expect(try store.schemaVersion() == SQLiteStore.supportedSchemaVersion)
        let (journal, foreignKeys, applicationID) = try store.pool.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA foreign_keys"), try Int32.fetchOne(db, sql: "PRAGMA application_id"))
        }
        #expect(journal == "wal")
        #expect(foreignKeys == 1)
        #expect(applicationID == Schema.applicationID)
    }

    @Test func emptyFileIsMigrated() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("empty.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let store = try SQLiteStore.open(at: path, createIfMissing: true)
        #expect(try store.schemaVersion() == Schema.latestVersion)
        #expect(try store.profiles.profile() == nil)
        let tables = try store.pool.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
        for table in ["check_in", "entitlement", "exercise", "logged_set", "plan", "plan_exercise", "profile", "workout_session"] {
            #expect(tables.contains(table))
        }
    }

    @Test func reopeningKeepsDataAndDoesNotMigrateTwice() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("again.sqlite")
        try SQLiteStore.open(at: path, createIfMissing: true).profiles.saveProfile(Profile(goal: .strength, equipment: .home))
        let reopened = try SQLiteStore.open(at: path)
        #expect(try reopened.profiles.profile()?.goal == .strength)
        #expect(try reopened.schemaVersion() == Schema.latestVersion)
    }

    @Test func missingFileIsReportedAndNotCreated() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing.sqlite")
        #expect(throws: FitTodayError.databaseMissing) { try SQLiteStore.open(at: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func textFileIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.txt")
        let bytes = Data("minhas anotações de treino\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: bytes)
        #expect(throws: FitTodayError.notFitTodayDatabase) { try SQLiteStore.open(at: path, createIfMissing: true) }
        #expect(FileManager.default.contents(atPath: path) == bytes)
    }

    @Test func anotherApplicationsDatabaseIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ana')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: FitTodayError.notFitTodayDatabase) { try SQLiteStore.open(at: path, createIfMissing: true) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func newerSchemaIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("future.sqlite")
        do {
            let store = try SQLiteStore.open(at: path, createIfMissing: true)
            try store.profiles.saveProfile(Profile(goal: .general, equipment: .bodyweight))
            try store.pool.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA user_version = \(Schema.latestVersion + 1)")
                try db.checkpoint(.truncate)
            }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: FitTodayError.databaseTooNew(found: Schema.latestVersion + 1, supported: Schema.latestVersion)) {
            try SQLiteStore.open(at: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func damagedFileIsReportedAsDamaged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("damaged.sqlite")
        do {
            let store = try StoreFixtures.store(in: directory, name: "damaged.sqlite")
            try StoreFixtures.history(200, in: store)
            _ = try store.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        }
        // Keep the 100-byte header, scribble over the pages behind it.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 16_000))
        try handle.close()
        #expect(throws: FitTodayError.databaseDamaged) {
            let store = try SQLiteStore.open(at: path)
            _ = try store.history.historyPage(1, pageSize: 20, status: nil)
        }
    }

    @Test func busyDatabaseIsReportedAfterTheTimeout() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let impatient = try SQLiteStore.open(at: directory.path("fittoday.sqlite"), busyTimeout: 0.2)
        let other = try DatabaseQueue(path: directory.path("fittoday.sqlite"))
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            try db.execute(sql: "INSERT INTO check_in (date, focus) VALUES ('2026-01-01', 'rest')")
            #expect(throws: FitTodayError.databaseBusy) {
                try impatient.checkIns.saveCheckIn(CheckIn(date: LocalDate("2026-11-22")!, focus: .upper))
            }
            // Readers are not blocked by a writer.
            #expect(try impatient.profiles.profile()?.goal == .hypertrophy)
            #expect(try SQLiteStore.open(at: directory.path("fittoday.sqlite"), busyTimeout: 0.2).profiles.profile() != nil)
            try db.execute(sql: "ROLLBACK")
        }
        #expect(try store.checkIns.checkIn(on: LocalDate("2026-11-22")!) == nil)
    }

    @Test func fullDiskIsReportedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try store.pool.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let sessions = (0..<500).map { index in
            StoreFixtures.session(on: LocalDate("2026-11-22")!.adding(days: -index).description,
                                  sets: [LoggedSet(exerciseID: "flexao-de-bracos", setNumber: 1, reps: 10)])
        }
        #expect(throws: FitTodayError.diskFull) { try store.imports.recordBatch(sessions: sessions) }
        #expect(try store.history.historyPage(1, pageSize: 20, status: nil).total == 0)
    }

    @Test func schemaRejectsWhatTheRulesForbidEvenWithoutTheApp() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let forbidden = [
            "INSERT INTO plan (name, created_at, source) VALUES ('ab', '2026-11-22 08:00:00', 'manual')",
            "INSERT INTO plan (name, created_at, source, description) VALUES ('abc', '2026-11-22 08:00:00', 'manual', printf('%.501c', 'x'))",
            "INSERT INTO check_in (date, focus, soreness) VALUES ('2026-11-22', 'upper', 11)",
            "INSERT INTO profile (id, goal, equipment) VALUES (2, 'strength', 'home')",
            "INSERT INTO profile (id, goal, equipment, weekly_frequency) VALUES (1, 'strength', 'home', 8) ON CONFLICT(id) DO UPDATE SET weekly_frequency = 8",
            // Schema 8 (issue #30): a role, a pattern and a duration the library could not have written.
            "UPDATE exercise SET role = 'principal' WHERE id = 'flexao-de-bracos'",
            "UPDATE exercise SET pattern = 'push' WHERE id = 'flexao-de-bracos'",
            "UPDATE exercise SET duration_seconds = 4 WHERE id = 'flexao-de-bracos'",
            "UPDATE exercise SET duration_seconds = 3601 WHERE id = 'flexao-de-bracos'",
        ]
        for sql in forbidden {
            #expect(throws: DatabaseError.self, "\(sql)") { try store.pool.write { db in try db.execute(sql: sql) } }
        }
        let plan = try store.plans.createPlan(Plan(name: "Treino", createdAt: StoreFixtures.now), newExercises: [])
        // Since schema 6 the file takes any rest of 30 s to 5 minutes (program days); PlanRules keeps hand-made plans to five.
        for (sets, reps, rest) in [(0, 10, 60), (11, 10, 60), (3, 0, 60), (3, 51, 60), (3, 10, 20), (3, 10, 301)] {
            #expect(throws: DatabaseError.self) {
                try store.pool.write { db in
                    try db.execute(
                        sql: "INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', ?, ?, ?)",
                        arguments: [plan.id, sets, reps, rest]
                    )
                }
            }
        }
    }

    @Test func everyWriteMovesTheDataRevisionAndNothingElseDoes() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore.open(at: directory.path("revision.sqlite"), createIfMissing: true)
        let initial = try #require(try store.siteData.revision())
        _ = try store.siteData.sessionSummaries()
        _ = try store.exercises.exercises()
        #expect(try store.siteData.revision() == initial)

        try store.profiles.saveProfile(Profile(goal: .strength, equipment: .home))
        let afterProfile = try #require(try store.siteData.revision())
        #expect(afterProfile != initial)

        // A write that is rolled back leaves it as it was.
        do {
            _ = try store.write { db in
                try db.execute(sql: "DELETE FROM profile")
                throw DatabaseError(resultCode: .SQLITE_ABORT)
            }
        } catch {}
        #expect(try store.siteData.revision() == afterProfile)

        // Another program's write (here a plain connection, as the sqlite3 shell would be) is flagged by the
        // triggers: the revision is unknown until FitToday writes again.
        let other = try DatabaseQueue(path: directory.path("revision.sqlite"))
        try other.write { db in try db.execute(sql: "UPDATE profile SET weekly_frequency = 5") }
        #expect(try store.siteData.revision() == nil)
        try store.profiles.saveProfile(Profile(goal: .strength, equipment: .home, weeklyFrequency: 4))
        let afterOwnWrite = try #require(try store.siteData.revision())
        #expect(![initial, afterProfile].contains(afterOwnWrite))

        // Two copies of one file that are then changed apart never share a revision: the token is random.
        let copy = directory.path("copy.sqlite")
        _ = try store.backup(to: copy)
        let copied = try SQLiteStore.open(at: copy)
        #expect(try copied.siteData.revision() == afterOwnWrite)
        try store.profiles.saveProfile(Profile(goal: .general, equipment: .home))
        try copied.profiles.saveProfile(Profile(goal: .general, equipment: .home))
        #expect(try copied.siteData.revision() != store.siteData.revision())
    }

    @Test func aFileOfTheFirstSchemaIsBroughtUpToDateWithItsData() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v1.sqlite")
        // A database as the first released schema left it, with a session in it.
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            try db.execute(sql: Schema.migrations[0])
            try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            try db.execute(sql: "PRAGMA user_version = 1")
            try db.execute(sql: "INSERT INTO workout_session (completed_at, status, plan_title) VALUES ('2026-11-20 07:00:00', 'skipped', 'Treino A')")
        }
        try old.close()
        let store = try SQLiteStore.open(at: path)
        #expect(try store.schemaVersion() == Schema.latestVersion)
        #expect(try store.siteData.sessionSummaries().map(\.planTitle) == ["Treino A"])
        let revision = try #require(try store.siteData.revision())
        try store.profiles.saveProfile(Profile(goal: .general, equipment: .home))
        #expect(try store.siteData.revision() != revision)
    }

    @Test func aFileOfTheSecondSchemaKeepsItsExercisesAndSetsAndLetsCustomValuesBeUnknown() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v2.sqlite")
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            try db.execute(sql: Schema.migrations[0])
            try db.execute(sql: Schema.migrations[1])
            try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            try db.execute(sql: "PRAGMA user_version = 2")
            try db.execute(sql: """
                INSERT INTO exercise (id, name, name_key, muscle_group, equipment, level, origin)
                VALUES ('supino', 'Supino', 'supino', 'chest', 'full-gym', 'intermediate', 'content'),
                       ('meu', 'Meu exercício', 'meu exercicio', NULL, 'bodyweight', 'beginner', 'custom');
                INSERT INTO workout_session (id, completed_at, status, import_key) VALUES (1, '2026-11-20 07:00:00', 'completed', 'strong:x');
                INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, position)
                VALUES (1, 'supino', 1, 10, 60, 1), (1, 'meu', 1, 12, NULL, 2);
                """)
        }
        try old.close()
        let store = try SQLiteStore.open(at: path)
        #expect(try store.schemaVersion() == Schema.latestVersion)
        #expect(try store.exercises.exercise(id: "supino")?.level == .intermediate)
        #expect(try store.exercises.exercise(id: "meu")?.equipment == .bodyweight)
        let session = try #require(try store.export.snapshot().sessions.first?.session)
        #expect(session.sets.map(\.exerciseID) == ["supino", "meu"])
        try store.pool.write { db in
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
            #expect(try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true)
            // A custom exercise may have no equipment and level now; a curated one still may not.
            try db.execute(sql: "INSERT INTO exercise (id, name, name_key, origin) VALUES ('novo', 'Novo', 'novo', 'custom')")
            #expect(throws: DatabaseError.self) {
                try db.execute(sql: "INSERT INTO exercise (id, name, name_key, muscle_group, origin) VALUES ('x', 'X', 'x', 'chest', 'content')")
            }
            // Renaming an exercise still reaches its sets, and the revision triggers are back on the table.
            try db.execute(sql: "UPDATE exercise SET id = 'supino-reto' WHERE id = 'supino'")
            #expect(try String.fetchAll(db, sql: "SELECT exercise_id FROM logged_set ORDER BY position") == ["supino-reto", "meu"])
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'exercise' AND name LIKE '%_revision'") == 3)
            // And so are the change triggers of schema 5 (a write to the library is never "sessions added").
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'exercise' AND name LIKE '%_change'") == 3)
        }
        #expect(try store.exercises.exercise(id: "novo")?.level == nil)
    }
}
