@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB

enum ImportFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repositoryContent = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content")

    /// The curated library of the repository, read once.
    static let library = Result { () throws(FitTodayError) -> ExerciseLibrary in
        try ContentLibraryLoader(directory: repositoryContent).load()
    }

    /// The bytes of `Fixtures/<name>`.
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(name))
    }

    /// A new database with a profile and the curated library, as after `init` and `plan generate`.
    static func store(in directory: TemporaryDirectory, name: String = "fittoday.sqlite") throws -> SQLiteStore {
        let store = try SQLiteStore.open(at: directory.path(name), createIfMissing: true)
        try store.profiles.saveProfile(Profile(goal: .hypertrophy, equipment: .fullGym))
        try store.exercises.saveExercises(library.get().exercises)
        return store
    }

    /// Imports a fixture file into `store`.
    @discardableResult
    static func importFixture(
        _ name: String, as app: WorkoutApp, into store: SQLiteStore, skipInvalid: Bool = false, weightUnit: WeightUnit = .kg
    ) throws -> WorkoutImportSummary {
        try WorkoutCSVImporter(store: store).importCSV(
            fixture(name), from: app, options: .init(fileName: name, skipInvalid: skipInvalid, weightUnit: weightUnit)
        )
    }

    /// Every session of the history with its sets, oldest first.
    static func sessions(in store: SQLiteStore) throws -> [WorkoutSession] {
        try store.export.snapshot().sessions.map(\.session).sorted { ($0.completedAt, $0.id ?? 0) < ($1.completedAt, $1.id ?? 0) }
    }

    /// Row counts of the tables an import writes.
    static func counts(in store: SQLiteStore) throws -> (sessions: Int, sets: Int, exercises: Int) {
        try store.pool.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise") ?? -1
            )
        }
    }
}
