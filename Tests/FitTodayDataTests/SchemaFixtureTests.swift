@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Every file an earlier FitToday left (``SchemaFixtures``) opens, migrates on GRDB's migrator and keeps its data.
@Suite struct SchemaFixtureTests {
    static let versions = Array(1..<Schema.latestVersion + 1)

    /// A copy of the kept file: opening migrates, and the fixture itself must never change.
    private func copy(version: Int, into directory: TemporaryDirectory) throws -> String {
        let path = directory.path("schema-\(version).sqlite")
        try FileManager.default.copyItem(atPath: SchemaFixtures.path(version: version), toPath: path)
        return path
    }

    @Test(arguments: versions)
    func theKeptFileHasItsVersionsSchema(_ version: Int) throws {
        let directory = try TemporaryDirectory()
        let made = directory.path("made.sqlite")
        try SchemaFixtures.make(version: version, at: made)
        if ProcessInfo.processInfo.environment["FITTODAY_RECORD_SCHEMA_FIXTURES"] == "1" {
            try? FileManager.default.removeItem(atPath: SchemaFixtures.path(version: version))
            try FileManager.default.copyItem(atPath: made, toPath: SchemaFixtures.path(version: version))
        }
        let kept = try copy(version: version, into: directory)
        #expect(try SchemaFixtures.schema(at: kept) == SchemaFixtures.schema(at: made))
        let stamps = try DatabaseQueue(path: kept).read { db in
            (try Int.fetchOne(db, sql: "PRAGMA user_version"), try Int32.fetchOne(db, sql: "PRAGMA application_id"),
             try db.tableExists("grdb_migrations"))
        }
        #expect(stamps.0 == version && stamps.1 == Schema.applicationID && !stamps.2)
    }

    @Test(arguments: versions)
    func aFileOfEachEarlierSchemaOpensMigratesAndKeepsItsData(_ version: Int) throws {
        let directory = try TemporaryDirectory()
        let path = try copy(version: version, into: directory)
        let store = try SQLiteStore.open(at: path)
        #expect(try store.schemaVersion() == Schema.latestVersion)
        let (record, violations, applicationID) = try store.pool.read { db in
            (try SchemaMigrator.migrator.appliedMigrations(db),
             try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count, try Int32.fetchOne(db, sql: "PRAGMA application_id"))
        }
        // A file of the latest schema has nothing to migrate, so it gets its record with the next schema.
        #expect(record == (version < Schema.latestVersion ? Self.versions.map(String.init) : []))
        #expect(violations == 0 && applicationID == Schema.applicationID)

        let profile = try #require(try store.profiles.profile())
        #expect(profile.goal == .strength && profile.equipment == .fullGym && profile.weeklyFrequency == 4)
        // Since schema 9 the profile keeps the unit loads are shown in; before, none was chosen (kilograms).
        #expect(profile.weightUnit == (version >= 9 ? .lb : nil))
        let checkIn = try #require(try store.checkIns.checkIn(on: LocalDate("2026-11-20")!))
        // Every earlier check-in keeps its focus; from schema 10 one may have none and carry the wellness answers.
        #expect(checkIn.soreness == 3 && checkIn.givenFocus == .upper && checkIn.answers.isEmpty)
        let wellness = try store.checkIns.checkIn(on: LocalDate("2026-11-21")!)
        #expect((wellness != nil) == (version >= 10))
        if let wellness {
            #expect(wellness.givenFocus == nil && wellness.focus == .fullBody && WellnessScore.of(wellness) == 14 && wellness.sleepHours == 6.5)
        }
        #expect(try store.deloads.deloads().map(\.stoppedOn) == (version >= 10 ? [LocalDate("2026-11-19")!] : []))
        #expect(try store.exercises.exercise(id: "supino-reto-barra")?.level == .intermediate)
        #expect(try store.exercises.exercise(id: "minha-prancha")?.origin == .custom)
        // Since schema 8 a library exercise has a role and a pattern; before, none until the library is saved again.
        let bench = try store.exercises.exercise(id: "supino-reto-barra")
        #expect(bench?.role == (version >= 8 ? .main : nil) && bench?.pattern == (version >= 8 ? .horizontalPush : nil))
        // Since schema 15, its implement (issue 52).
        #expect(bench?.implement == (version >= 15 ? .barbell : nil))
        #expect(try bench?.durationSeconds == nil && store.exercises.exercise(id: "minha-prancha")?.role == nil)
        // Since schema 4 a custom exercise may have no equipment.
        let unknownEquipment = try store.exercises.exercise(id: "meu-alongamento")
        #expect((unknownEquipment != nil) == (version >= 4) && unknownEquipment?.equipment == nil)
        let plan = try #require(try store.plans.plan(id: 1))
        #expect(plan.exercises.map(\.restSeconds) == [120, 90] && plan.exercises.first?.notes == "pausa no peito")
        #expect(try store.plans.activePlan()?.id == 2)
        #expect(try store.entitlements.entitlement().isPro)

        let sessions = try store.export.snapshot().sessions.map(\.session)
        #expect(sessions.map(\.status) == [.completed, .skipped])
        #expect(sessions.map(\.rpe) == (version >= 10 ? [8, nil] : [nil, nil]))
        #expect(sessions.map(\.readinessHeld) == [version >= 10, false])
        let sets = try #require(sessions.first?.sets)
        #expect(sets.map(\.exerciseID) == ["supino-reto-barra", "supino-reto-barra", "remada-curvada", "minha-prancha"])
        #expect(sets.map(\.weightKg) == [40, 61.25, 50, nil] && sets.map(\.rpe) == [nil, 8.5, 7, nil])
        // Since schema 13 a set may have been done in another exercise's place.
        #expect(sets.map(\.swappedFrom) == [nil, nil, version >= 13 ? "supino-reto-barra" : nil, nil])
        #expect(sets.map(\.kind) == (version >= 3 ? [.warmup, .working, .working, .working] : [.working, .working, .working, .working]))

        let runs = try store.programs.programRuns()
        #expect(runs.map(\.programID) == (version >= 6 ? ["531-bbb"] : []))
        // Since schema 14 a number may say which of the history's sets it came from.
        #expect(runs.first?.estimates["supino-reto-barra"] == (version >= 14
            ? ProgramStartEstimate.Estimate(oneRepMaxKg: 88.89, reps: 5, weightKg: 76.19, date: LocalDate("2026-11-10")!) : nil))
        #expect((try store.plans.plan(id: 4)?.program != nil) == (version >= 6))

        // The data can still be changed, and the deleted plan's id (3) is never given again.
        let added = try store.plans.createPlan(Plan(name: "Novo treino", createdAt: StoreFixtures.now), newExercises: [])
        #expect(added.id == (version >= 6 ? 5 : 4))
        let revision = try #require(try store.siteData.revision())
        try store.profiles.saveProfile(Profile(goal: .general, equipment: .home))
        #expect(try store.siteData.revision() != revision)

        // Opened again, nothing is left to migrate.
        #expect(try SQLiteStore.open(at: path).schemaVersion() == Schema.latestVersion)
    }

    @Test func aLoweredStampOnAFileFromBeforeTheMigratorIsDamaged() throws {
        let directory = try TemporaryDirectory()
        let path = try copy(version: Schema.latestVersion, into: directory)
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 3") }
        #expect(throws: FitTodayError.databaseDamaged) { try SQLiteStore.open(at: path) }
    }

    @Test func aLoweredStampOnAFileTheMigratorRecordedIsDamaged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("lowered.sqlite")
        _ = try SQLiteStore.open(at: path, createIfMissing: true)
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 3") }
        #expect(throws: FitTodayError.databaseDamaged) { try SQLiteStore.open(at: path) }
        #expect(try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 3)
    }

    @Test func aStampAheadOfTheRecordIsDamaged() throws {
        // The record lacks migration 2 though the stamp is 3: the migrator would run 2 on a file that has it.
        let directory = try TemporaryDirectory()
        let path = directory.path("ahead.sqlite")
        _ = try SQLiteStore.open(at: path, createIfMissing: true)
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE CAST(identifier AS INTEGER) >= 2; PRAGMA user_version = 1")
        }
        #expect(throws: FitTodayError.databaseDamaged) { try SQLiteStore.open(at: path) }
    }
}

extension SchemaFixtureTests {
    /// Stores opened at once on one old file (as processes would be) each migrate it or find it migrated; the
    /// migrations run once.
    @Test func storesThatOpenAnOldFileTogetherMigrateItOnce() async throws {
        let directory = try TemporaryDirectory()
        let path = try copy(version: 1, into: directory)
        let versions = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 { group.addTask { try SQLiteStore.open(at: path).schemaVersion() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(versions == Array(repeating: Schema.latestVersion, count: 4))
        let store = try SQLiteStore.open(at: path)
        #expect(try store.export.snapshot().sessions.count == 2)
        #expect(try await store.pool.read { db in try SchemaMigrator.migrator.appliedMigrations(db) }.count == Schema.latestVersion)
    }
}
