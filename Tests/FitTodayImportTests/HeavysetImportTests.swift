@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Heavyset's CSV export, written here as the app does: one row per set with its own time, kilograms and pounds side
/// by side (the pounds Heavyset's own conversion, with six decimals).
@Suite struct HeavysetImportTests {
    /// Newest first, CRLF and no final line end. On the 14th: "Push Day" with a stray bench set at 07:02, hours before
    /// the rest at 18:12, and "Pull Day" the same evening; a bodyweight pull-up (0 kg); on the 15th a timed plank and a
    /// squat whose row has pounds only.
    static let export = [
        "Date,Workout Name,Exercise Name,Reps,Weight (kg),Weight (lb),Notes,Duration",
        "2024-12-15 09:05:00,Legs,Squat,5,,225.0,,0",
        "2024-12-15 09:00:00,Legs,Plank,0,,,,60",
        "2024-12-14 19:35:00,Pull Day,Pull Up,8,0,0,,0",
        "2024-12-14 19:30:00,Pull Day,Deadlift,5,150.0,330.693393,\"New PR, easy\",0",
        "2024-12-14 18:20:00,Push Day,Incline Bench Press,10,40.0,88.184905,,0",
        "2024-12-14 18:15:22,Push Day,Bench Press,6,62.5,137.788914,,0",
        "2024-12-14 18:12:33,Push Day,Bench Press,8,60.0,132.277357,,0",
        "2024-12-14 07:02:10,Push Day,Bench Press,10,50.0,110.231131,,0",
    ].joined(separator: "\r\n")

    static let expectedReps = 5 + 0 + 8 + 5 + 10 + 6 + 8 + 10
    static let expectedVolume: Double = {
        let squat: Double = 5 * 225 * 0.45359237
        let lifts: Double = 5 * 150 + 10 * 40 + 6 * 62.5 + 8 * 60 + 10 * 50
        return squat + lifts
    }()

    private func read(_ text: String, as app: WorkoutApp? = nil, skipInvalid: Bool = false) throws -> WorkoutCSVContents {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.path("heavyset.csv"))
        try Data(text.utf8).write(to: url)
        return try HistoryFileImporter.read(try Data(contentsOf: url), as: app, options: HistoryReadOptions(fileName: "heavyset.csv", skipInvalid: skipInvalid))
    }

    private func sessions(_ contents: WorkoutCSVContents) -> [WorkoutSession] {
        let ids = Dictionary(contents.exerciseNames.map { (ExerciseNameKey.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return contents.sessions(exerciseIDs: ids).map(\.session)
    }

    @Test func aWorkoutOnADayIsOneSessionWhateverTheHourOfItsSets() throws {
        let contents = try read(Self.export)
        #expect(contents.variant == .heavyset)
        let sessions = sessions(contents)
        #expect(sessions.map(\.planTitle) == ["Push Day", "Pull Day", "Legs"])
        let push = sessions[0]
        // The stray set at 07:02 starts the session; its sets are numbered in the order done, not the file's.
        #expect(push.startedAt == LocalDateTime("2024-12-14 07:02:10"))
        #expect(push.sets.map(\.exerciseID) == ["Bench Press", "Bench Press", "Bench Press", "Incline Bench Press"])
        #expect(push.sets.map(\.setNumber) == [1, 2, 3, 1])
        #expect(push.sets.map(\.reps) == [10, 8, 6, 10])
        // The kilograms as written, not the pounds converted back.
        #expect(push.sets.map(\.weightKg) == [50, 60, 62.5, 40])

        let pull = sessions[1]
        #expect(pull.startedAt == LocalDateTime("2024-12-14 19:30:00"))
        #expect(pull.sets.map(\.weightKg) == [150, nil])
        #expect(pull.notes == "New PR, easy")

        let legs = sessions[2]
        #expect(legs.sets.map(\.exerciseID) == ["Plank", "Squat"])
        #expect(legs.sets.map(\.durationSeconds) == [60, nil])
        #expect(legs.sets.map(\.reps) == [0, 5])
        #expect(legs.sets.map(\.weightKg) == [nil, 225 * WeightUnit.kilogramsPerPound])
    }

    @Test func theDatabaseHoldsWhatTheFileHoldsAndASecondImportAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = HistoryFileImporter(store: store)
        let summary = try importer.importContents(read(Self.export))
        #expect(summary.sessionsImported == 3)
        #expect(summary.setsImported == 8)
        let totals = try store.pool.read { db in
            (try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(weight_kg * reps) FROM logged_set") ?? -1)
        }
        #expect(totals.0 == Self.expectedReps)
        #expect(abs(totals.1 - Self.expectedVolume) < 0.01)
        let days = try ImportFixtures.sessions(in: store).map(\.completedAt.date)
        #expect(days == [LocalDate("2024-12-14"), LocalDate("2024-12-14"), LocalDate("2024-12-15")])
        #expect(try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT duration_seconds FROM logged_set WHERE duration_seconds IS NOT NULL") } == 60)

        let before = try ImportFixtures.counts(in: store)
        let again = try importer.importContents(read(Self.export))
        #expect(again.sessionsImported == 0 && again.setsImported == 0 && again.sessionsAlreadyPresent == 3)
        #expect(try ImportFixtures.counts(in: store) == before)
        // Oldest first, with a final line end, is the same file to FitToday.
        let reordered = ([Self.export.components(separatedBy: "\r\n")[0]] + Self.export.components(separatedBy: "\r\n").dropFirst().reversed())
            .joined(separator: "\n") + "\n"
        let same = try importer.importContents(read(reordered))
        #expect(same.sessionsImported == 0 && same.setsImported == 0)
    }

    @Test func columnsAreFoundByNameInAnyOrderAndSpelling() throws {
        // A separate time column, pounds spelled lbs, the kilograms after them, an extra column and a set number.
        let variant = """
        Workout,Date,Time,Exercise,Set,Weight (lbs),Weight (kg),Reps,RPE,Rest
        Upper,2025-01-10,18:00:00,Bench Press,1,135,61.23,8,8.5,90
        Upper,2025-01-10,18:04:00,Bench Press,2,135,61.23,7,9,90

        """
        let sessions = sessions(try read(variant))
        #expect(sessions.count == 1)
        #expect(sessions[0].startedAt == LocalDateTime("2025-01-10 18:00:00"))
        #expect(sessions[0].sets.map(\.weightKg) == [61.23, 61.23])
        #expect(sessions[0].sets.map(\.rpe) == [8.5, 9])
    }

    @Test func aBadRowStopsTheImportWithItsLineUnlessSkipped() throws {
        let bad = Self.export.replacingOccurrences(of: "Incline Bench Press,10,40.0", with: "Incline Bench Press,dez,40.0")
        #expect(throws: FitTodayError.importRow(file: "heavyset.csv", line: 6, reason: .number(column: "Reps", value: "dez"))) {
            try read(bad)
        }
        let skipped = try read(bad, skipInvalid: true)
        #expect(skipped.skippedRows.map(\.line) == [6])
        #expect(sessions(skipped).flatMap(\.sets).count == 7)
    }

    @Test func theExportIsToldFromOtherApps() throws {
        func recognized(_ text: String) throws -> WorkoutApp? { HistoryFileFormats.recognize(try HistoryFileText.decode(Array(text.utf8))) }
        #expect(try recognized(Self.export) == .heavyset)
        // Strong's exports name their unit once; FitNotes has both units but no workout name; StrongLifts numbers its
        // exercise columns.
        for fixture in ["strong-2016-kg.csv", "strong-2017-lbs.csv", "strong-comma.csv", "strong-semicolon.csv", "hevy.csv", "hevy-lbs.csv"] {
            let app = HistoryFileFormats.recognize(try HistoryFileText.decode([UInt8](ImportFixtures.fixture(fixture))))
            #expect(app != .heavyset && app != nil, "\(fixture)")
        }
        #expect(try recognized("Date,Exercise,Category,Weight (kg),Weight (lbs),Reps,Distance,Distance Unit,Time,Notes,Kind\n2026-01-06,Bench Press,Chest,100,,5,,,,,wr\n") != .heavyset)
        #expect(try recognized("Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2\n18/03/2015,,B,84KG,Squat,62.5,140,5,5\n") != .heavyset)
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .strong, found: .heavyset))) { try read(Self.export, as: .strong) }
        #expect(throws: FitTodayError.importFile(reason: .notExportOf(.heavyset))) {
            try read(String(decoding: ImportFixtures.fixture("not-a-workout.csv"), as: UTF8.self), as: .heavyset)
        }
    }
}
