@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// A file imported with `--skip-invalid`, then fixed and imported again, adds exactly what was left out.
@Suite struct CorrectedFileTests {
    static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
    static func file(benchSecondReps: String, squatReps: String) -> Data {
        Data((header
            + "2024-03-05 18:00:00,A,1h,Bench Press (Barbell),W,40,10,0,0,,,\n"
            + "2024-03-05 18:00:00,A,1h,Bench Press (Barbell),1,80,8,0,0,,,\n"
            + "2024-03-05 18:00:00,A,1h,Bench Press (Barbell),2,82.5,\(benchSecondReps),0,0,,,\n"
            + "2024-03-05 18:00:00,A,1h,Bench Press (Barbell),3,85,5,0,0,,,\n"
            + "2024-03-05 18:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,\n"
            + "2024-03-07 18:00:00,B,1h,Squat (Barbell),1,100,\(squatReps),0,0,,,\n").utf8)
    }

    @Test func aFixedRowCompletesItsWorkoutWithoutRepeatingTheRest() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = WorkoutCSVImporter(store: store)
        let options = WorkoutCSVImporter.Options(fileName: "strong.csv", skipInvalid: true)

        let first = try importer.importCSV(Self.file(benchSecondReps: "sete", squatReps: "cinco"), from: .strong, options: options)
        #expect(first.skippedRows.map(\.line) == [4, 7])
        #expect(first.sessionsImported == 1 && first.setsImported == 4)

        let fixed = try importer.importCSV(Self.file(benchSecondReps: "7", squatReps: "5"), from: .strong, options: options)
        #expect(fixed.sessionsImported == 1, "workout B, whose only row was bad, is new")
        #expect(fixed.sessionsCompleted == 1, "workout A gets its missing set")
        #expect(fixed.setsImported == 2)
        #expect(fixed.sessionsAlreadyPresent == 0)

        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.count == 2)
        let workoutA = sessions[0]
        #expect(workoutA.planTitle == "A")
        // In the file's order, numbered again per exercise.
        #expect(workoutA.sets.map(\.reps) == [10, 8, 7, 5, 5])
        #expect(workoutA.sets.map(\.weightKg) == [40, 80, 82.5, 85, 100])
        #expect(workoutA.sets.map(\.setNumber) == [1, 2, 3, 4, 1])
        #expect(sessions[1].sets.map(\.reps) == [5])

        let counts = try ImportFixtures.counts(in: store)
        let third = try importer.importCSV(Self.file(benchSecondReps: "7", squatReps: "5"), from: .strong, options: options)
        #expect(third.sessionsImported == 0 && third.setsImported == 0 && third.sessionsCompleted == 0)
        #expect(third.sessionsAlreadyPresent == 2)
        #expect(try ImportFixtures.counts(in: store) == counts)
    }

    @Test func aSessionImportedWithoutSetKeysIsLeftAsItWas() throws {
        // Sessions restored from an export (or imported before sets had keys) carry no set keys: the
        // importer cannot tell which sets they hold, so it adds nothing rather than risk duplicates.
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = WorkoutCSVImporter(store: store)
        let options = WorkoutCSVImporter.Options(fileName: "strong.csv", skipInvalid: true)
        _ = try importer.importCSV(Self.file(benchSecondReps: "sete", squatReps: "5"), from: .strong, options: options)
        try store.pool.write { db in try db.execute(sql: "UPDATE logged_set SET import_key = NULL") }
        let again = try importer.importCSV(Self.file(benchSecondReps: "7", squatReps: "5"), from: .strong, options: options)
        #expect(again.sessionsCompleted == 0 && again.setsImported == 0 && again.sessionsAlreadyPresent == 2)
    }
}

extension CorrectedFileTests {
    @Test func setKeysSurviveAnExportAndARestore() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let options = WorkoutCSVImporter.Options(fileName: "strong.csv", skipInvalid: true)
        _ = try WorkoutCSVImporter(store: store).importCSV(Self.file(benchSecondReps: "sete", squatReps: "5"), from: .strong, options: options)
        let json = DataExportFormat.encode(try store.export.snapshot())
        #expect(String(decoding: json, as: UTF8.self).contains("\"import_key\": "))

        let restored = try SQLiteStore.open(at: directory.path("restored.sqlite"), createIfMissing: true)
        try restored.export.restore(try DataExportFormat.decode(json))
        #expect(DataExportFormat.encode(try restored.export.snapshot()) == json)
        let fixed = try WorkoutCSVImporter(store: restored).importCSV(Self.file(benchSecondReps: "7", squatReps: "5"), from: .strong, options: options)
        #expect(fixed.sessionsCompleted == 1 && fixed.setsImported == 1 && fixed.sessionsImported == 0)
        #expect(try ImportFixtures.sessions(in: restored)[0].sets.map(\.reps) == [10, 8, 7, 5, 5])
    }
}
