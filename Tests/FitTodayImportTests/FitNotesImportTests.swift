@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// FitNotes' (Android) workout and body tracker exports. Every file is written here, in the app's format as
/// issue 51 gives it (headers exact, rows made up in the app's shape): only `Comment` is quoted, a name with a
/// comma splits its row, no final newline.
@Suite struct FitNotesImportTests {
    private static let pound = WeightUnit.kilogramsPerPound

    /// One export of each header shape, in kgs and lbs, and what it holds: sets, reps and weight × reps in kg.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var lines: [String]
        var sets: Int
        var reps: Int
        var volumeKg: Double
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "unit in the header, kgs", lines: [
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,5,,,",
            "2024-03-11,Flat Barbell Bench Press,Chest,82.5,3,,,",
            "2024-03-11,Pull Up,Back,0.0,8,,,",
            "2024-03-12,Barbell Squat,Legs,100.0,5,,,",
            "2024-03-12,Running (Treadmill),Cardio,,,3.0,km,0:18:00",
        ], sets: 5, reps: 21, volumeKg: 80 * 5 + 82.5 * 3 + 100 * 5),
        Shape(name: "unit in the header, lbs", lines: [
            "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time",
            "2024-03-11,Flat Barbell Bench Press,Chest,185.0,5,,,",
            "2024-03-11,Flat Barbell Bench Press,Chest,190.0,3,,,",
            "2024-03-11,Pull Up,Back,0.0,8,,,",
            "2024-03-12,Barbell Squat,Legs,225.0,5,,,",
            "2024-03-12,Running (Treadmill),Cardio,,,2.0,mi,0:18:00",
        ], sets: 5, reps: 21, volumeKg: (185 * 5 + 190 * 3 + 225 * 5) * pound),
        Shape(name: "unit in the header and comments, kgs", lines: [
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,5,,,,\"\"",
            "2024-03-11,Flat Barbell Bench Press,Chest,82.5,3,,,,\"Last one slow, \"\"grindy\"\"\"",
            "2024-03-11,Pull Up,Back,0.0,8,,,,\"\"",
            "2024-03-12,Barbell Squat,Legs,100.0,5,,,,\"Belt\"",
            "2024-03-12,Running (Treadmill),Cardio,,,3.0,km,0:18:00,\"\"",
        ], sets: 5, reps: 21, volumeKg: 80 * 5 + 82.5 * 3 + 100 * 5),
        Shape(name: "unit in the header and comments, lbs", lines: [
            "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time,Comment",
            "2024-03-11,Flat Barbell Bench Press,Chest,185.0,5,,,,\"\"",
            "2024-03-11,Flat Barbell Bench Press,Chest,190.0,3,,,,\"Paused, 1 s\"",
            "2024-03-11,Pull Up,Back,0.0,8,,,,\"\"",
            "2024-03-12,Barbell Squat,Legs,225.0,5,,,,\"\"",
            "2024-03-12,Running (Treadmill),Cardio,,,2.0,mi,0:18:00,\"\"",
        ], sets: 5, reps: 21, volumeKg: (185 * 5 + 190 * 3 + 225 * 5) * pound),
        Shape(name: "Weight Unit column, kgs and lbs", lines: [
            "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,",
            "2024-03-11,Flat Barbell Bench Press,Chest,185.0,lbs,3,,,",
            "2024-03-11,Pull Up,Back,0.0,kgs,8,,,",
            "2024-03-12,Barbell Squat,Legs,225.0,lbs,5,,,",
            "2024-03-12,Running (Treadmill),Cardio,,,,3.0,km,0:18:00",
        ], sets: 5, reps: 21, volumeKg: 80 * 5 + (185 * 3 + 225 * 5) * pound),
        Shape(name: "Weight Unit column and comments, kgs and lbs", lines: [
            "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,,\"\"",
            "2024-03-11,Flat Barbell Bench Press,Chest,185.0,lbs,3,,,,\"Felt good\"",
            "2024-03-11,Pull Up,Back,0.0,kgs,8,,,,\"\"",
            "2024-03-12,Barbell Squat,Legs,225.0,lbs,5,,,,\"\"",
            "2024-03-12,Running (Treadmill),Cardio,0.0,kgs,0,3.0,km,0:18:00,\"\"",
        ], sets: 5, reps: 21, volumeKg: 80 * 5 + (185 * 3 + 225 * 5) * pound),
    ]

    /// The newest shape with every quirk: a comment with a comma and doubled quotes, empty comments `""`, a
    /// failed set, a blank line, a bodyweight set, names with a comma, a bare `"` inside a name and at its start,
    /// cardio in each distance unit (and a `kg` left on a distance of 0), timed rows, a comment on two lines, a
    /// row in lbs. Lines 2 to 17; line 5 is blank.
    static let quirks: [String] = [
        "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
        "2024-03-11,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,,\"\"",
        "2024-03-11,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,,\"Felt heavy, \"\"grinder\"\"\"",
        "2024-03-11,Flat Barbell Bench Press,Chest,82.5,kgs,0,,,,\"Failed, spotter helped\"",
        "",
        "2024-03-11,Pull Up,Back,0.0,kgs,8,,,,\"\"",
        "2024-03-11,Curl, Hammer,Biceps,14.0,kgs,12,,,,\"\"",
        "2024-03-11,12\" Box Jump,Plyometrics,0.0,kgs,10,,,,\"\"",
        "2024-03-11,\"Heavy\" Shrug,Back,100.0,kgs,10,,,,\"\"",
        "2024-03-13,Running (Treadmill),Cardio,,,,5.0,km,0:25:30,\"\"",
        "2024-03-13,Rowing Machine,Cardio,,,,2000.0,m,0:08:00,\"Intervals, 4 x 500\"",
        "2024-03-13,Walk, Outdoor,Cardio,,,,1.5,mi,0:30:00,\"\"",
        "2024-03-13,Sled Push,Cardio,0.0,kgs,0,60.0,ft,0:00:45,\"\"",
        "2024-03-13,Plank,Abs,,,,0.0,kg,0:01:30,\"\"",
        "2024-03-13,Barbell Squat,Legs,100.0,kgs,5,,,,\"Two lines:",
        "knees out, chest up\"",
        "2024-03-13,Barbell Squat,Legs,220.5,lbs,3,,,,\"\"",
    ]

    /// `lines` as a file: joined by `lineEnd`, with no final newline unless asked, as FitNotes writes it.
    static func file(_ lines: [String], lineEnd: String = "\r\n", finalNewline: Bool = false) -> Data {
        Data((lines.joined(separator: lineEnd) + (finalNewline ? lineEnd : "")).utf8)
    }

    static func read(_ data: Data, as app: WorkoutApp? = nil, name: String = "FitNotes_Export_2024_03_14_08_30_00.csv",
                     skipInvalid: Bool = false) throws(FitTodayError) -> WorkoutCSVContents {
        try HistoryFileImporter.read(data, as: app, options: HistoryReadOptions(fileName: name, skipInvalid: skipInvalid))
    }

    /// Sessions of `contents` with each exercise's name as its id, to look at the sets before any store.
    static func sessions(_ contents: WorkoutCSVContents) -> [WorkoutSession] {
        let ids = Dictionary(contents.exerciseNames.map { (ExerciseNameKey.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return contents.sessions(exerciseIDs: ids).map(\.session)
    }

    /// Sets, the sum of reps and the sum of weight × reps (kg) in the database.
    static func totals(in store: SQLiteStore) throws -> (sets: Int, reps: Int, volumeKg: Double) {
        try store.pool.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT count(*), coalesce(sum(reps), 0), coalesce(sum(coalesce(weight_kg, 0) * reps), 0) FROM logged_set")!
            return (row[0], row[1], row[2])
        }
    }

    static func libraryID(_ name: String) throws -> String {
        try #require(try ImportFixtures.library.get().exercises.first { $0.name == name }).id
    }

    @Test(arguments: shapes)
    func everyHeaderShapeInKgsAndLbs(_ shape: Shape) throws {
        let data = Self.file(shape.lines)
        #expect(HistoryFileFormats.recognize(try HistoryFileText.decode([UInt8](data))) == .fitnotes)
        let contents = try Self.read(data)
        #expect(contents.variant == .fitnotes)
        #expect(contents.sessionCount == 2)
        #expect(contents.skippedRows.isEmpty)
        #expect(contents.bodyMeasurements.isEmpty)

        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(contents)
        #expect(summary.sessionsImported == 2)
        #expect(summary.setsImported == shape.sets)
        let totals = try Self.totals(in: store)
        #expect(totals.sets == shape.sets)
        #expect(totals.reps == shape.reps)
        #expect(abs(totals.volumeKg - shape.volumeKg) < 0.01, "\(totals.volumeKg) kg against \(shape.volumeKg) kg")

        // A session is a date: no start time, completed on its day.
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.map(\.completedAt.date) == [LocalDate("2024-03-11"), LocalDate("2024-03-12")])
        #expect(sessions.allSatisfy { $0.startedAt == nil })
        #expect(sessions[0].sets.map(\.exerciseID) == [try Self.libraryID("Supino reto com barra"), try Self.libraryID("Supino reto com barra"),
                                                       try Self.libraryID("Barra fixa")])
        // Bodyweight pull-ups (0.0) have no weight; the run keeps 0 reps.
        #expect(sessions[0].sets[2].weightKg == nil)
        #expect(sessions[1].sets.map(\.reps) == [5, 0])
        #expect(sessions[1].sets[1].weightKg == nil)

        let again = try HistoryFileImporter(store: store).importContents(try Self.read(data))
        #expect(again.sessionsImported == 0)
        #expect(again.setsImported == 0)
        #expect(again.sessionsAlreadyPresent == 2)
        #expect(try Self.totals(in: store).sets == shape.sets)
    }

    @Test func aPoundWeightIsStoredExactlyInKilograms() throws {
        let contents = try Self.read(Self.file(Self.shapes[1].lines))
        let sets = Self.sessions(contents).flatMap(\.sets)
        #expect(sets.map(\.weightKg) == [185 * Self.pound, 190 * Self.pound, nil, 225 * Self.pound, nil])
        // 2 mi of treadmill, 18 minutes.
        #expect(sets[4].distanceMeters == 2 * 1609.344)
        #expect(sets[4].durationSeconds == 18 * 60)
    }

    @Test(arguments: [("\r\n", false), ("\n", false), ("\n", true), ("\r\n", true)])
    func everyQuirkOfTheExport(_ lineEnd: String, _ finalNewline: Bool) throws {
        let data = Self.file(Self.quirks, lineEnd: lineEnd, finalNewline: finalNewline)
        #expect(FitNotesFileReader.recognizes(try HistoryFileText.decode([UInt8](data))))
        let contents = try Self.read(data)
        #expect(contents.skippedRows.isEmpty)
        #expect(contents.exerciseNames == [
            "Flat Barbell Bench Press", "Pull Up", "Curl, Hammer", "12\" Box Jump", "\"Heavy\" Shrug", "Running (Treadmill)",
            "Rowing Machine", "Walk, Outdoor", "Sled Push", "Plank", "Barbell Squat",
        ])
        let sessions = Self.sessions(contents)
        #expect(sessions.count == 2)
        let lifting = sessions[0]
        #expect(lifting.completedAt == LocalDateTime(startOf: LocalDate("2024-03-11")!))
        #expect(lifting.startedAt == nil)
        #expect(lifting.planTitle == "")
        #expect(lifting.sets.map(\.exerciseID) == [
            "Flat Barbell Bench Press", "Flat Barbell Bench Press", "Flat Barbell Bench Press", "Pull Up", "Curl, Hammer", "12\" Box Jump",
            "\"Heavy\" Shrug",
        ])
        #expect(lifting.sets.map(\.setNumber) == [1, 2, 3, 1, 1, 1, 1])
        // The failed set (0 reps) is kept; 0.0 is bodyweight.
        #expect(lifting.sets.map(\.reps) == [5, 5, 0, 8, 12, 10, 10])
        #expect(lifting.sets.map(\.weightKg) == [80, 80, 82.5, nil, 14, nil, 100])
        #expect(lifting.sets.allSatisfy { $0.kind == .working && $0.durationSeconds == nil && $0.distanceMeters == nil })

        let cardio = sessions[1]
        #expect(cardio.completedAt.date == LocalDate("2024-03-13"))
        #expect(cardio.sets.map(\.exerciseID) == ["Running (Treadmill)", "Rowing Machine", "Walk, Outdoor", "Sled Push", "Plank", "Barbell Squat", "Barbell Squat"])
        // km, m, mi and ft in metres; the plank's 0.0 with a leftover `kg` is no distance.
        #expect(cardio.sets.map(\.distanceMeters) == [5000, 2000, 1.5 * 1609.344, 60 * 0.3048, nil, nil, nil])
        #expect(cardio.sets.map(\.durationSeconds) == [25 * 60 + 30, 8 * 60, 30 * 60, 45, 90, nil, nil])
        #expect(cardio.sets.map(\.reps) == [0, 0, 0, 0, 0, 5, 3])
        #expect(cardio.sets.map(\.weightKg) == [nil, nil, nil, nil, nil, 100, 220.5 * Self.pound])

        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(contents)
        #expect(summary.sessionsImported == 2)
        #expect(summary.setsImported == 14)
        // Library names where FitNotes' own are known; the rest become exercises of one's own.
        #expect(summary.exercisesCreated.contains("Curl, Hammer"))
        #expect(summary.exercisesCreated.contains("12\" Box Jump"))
        #expect(!summary.exercisesCreated.contains("Flat Barbell Bench Press"))
        let totals = try Self.totals(in: store)
        #expect(totals.sets == 14)
        #expect(totals.reps == 5 + 5 + 0 + 8 + 12 + 10 + 10 + 5 + 3)
        let volume = 80.0 * 5 + 80 * 5 + 14 * 12 + 100 * 10 + 100 * 5 + 220.5 * Self.pound * 3
        #expect(abs(totals.volumeKg - volume) < 0.01, "\(totals.volumeKg) kg against \(volume) kg")
        let stored = try ImportFixtures.sessions(in: store)
        #expect(stored.map(\.completedAt.date) == [LocalDate("2024-03-11"), LocalDate("2024-03-13")])
        #expect(stored[1].sets.last?.exerciseID == (try Self.libraryID("Agachamento livre com barra")))
        // The store keeps each cardio or timed set's time and distance.
        #expect(stored[1].sets.map(\.distanceMeters) == cardio.sets.map(\.distanceMeters))
        #expect(stored[1].sets.map(\.durationSeconds) == cardio.sets.map(\.durationSeconds))

        let again = try HistoryFileImporter(store: store).importContents(try Self.read(data))
        #expect(again.sessionsImported == 0)
        #expect(again.setsImported == 0)
        #expect(try ImportFixtures.counts(in: store).sets == 14)
    }

    @Test func aNewerExportThatOverlapsAnOlderOneAddsOnlyWhatIsNew() throws {
        let older = [
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,5,,,",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,5,,,",
        ]
        // The same day with a set logged after the older export, and the next day.
        let newer = older + ["2024-03-11,Flat Barbell Bench Press,Chest,80.0,4,,,", "2024-03-12,Barbell Squat,Legs,100.0,5,,,"]
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        _ = try HistoryFileImporter(store: store).importContents(try Self.read(Self.file(older, lineEnd: "\n")))
        let summary = try HistoryFileImporter(store: store).importContents(try Self.read(Self.file(newer, lineEnd: "\n")))
        #expect(summary.sessionsImported == 1)
        #expect(summary.setsImported == 2)
        let totals = try Self.totals(in: store)
        #expect(totals.sets == 4)
        #expect(totals.reps == 19)
        #expect(abs(totals.volumeKg - (80 * 14 + 100 * 5)) < 0.01)
    }

    @Test func aSplitRowWhoseColumnsCannotBeToldApartIsReportedWithItsLine() throws {
        // Line 3: a comma splits the name and the reps are not a number, so which fields are the name is unknown.
        let lines = [
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,5,,,",
            "2024-03-11,Curl, Hammer,Biceps,20.0,ten,,,",
            "2024-03-11,Pull Up,Back,0.0,8,,,",
        ]
        let name = "FitNotes_Export_2024_03_14_08_30_00.csv"
        #expect(throws: FitTodayError.importRow(file: name, line: 3, reason: .ambiguousColumns(expected: 8, found: 9))) {
            try Self.read(Self.file(lines))
        }
        let skipped = try Self.read(Self.file(lines), skipInvalid: true)
        #expect(skipped.skippedRows == [.init(line: 3, issue: .ambiguousColumns(expected: 8, found: 9))])
        #expect(Self.sessions(skipped).flatMap(\.sets).map(\.exerciseID) == ["Flat Barbell Bench Press", "Pull Up"])

        // A comment holding what reads as a row's columns: either `,"` could start it.
        let comment = [
            "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
            "2024-03-12,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,,\"x,80.0,kgs,5,,,,\"y\"",
        ]
        #expect(throws: FitTodayError.importRow(file: name, line: 2, reason: .ambiguousColumns(expected: 10, found: 17))) {
            try Self.read(Self.file(comment))
        }
        // Too few columns is not a split name.
        let short = ["Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time", "2024-03-12,Barbell Squat,Legs,100.0,5"]
        #expect(throws: FitTodayError.importRow(file: name, line: 2, reason: .columnCount(expected: 8, found: 5))) {
            try Self.read(Self.file(short))
        }
        let message = FitTodayError.importRow(file: name, line: 3, reason: .ambiguousColumns(expected: 8, found: 9)).message(.en)
        #expect(message.contains("line 3") && message.contains("comma"))
    }

    @Test func aDistanceInKilogramsIsRefusedUnlessItIsZero() throws {
        let lines = [
            "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
            "2024-03-13,Plank,Abs,,,,0.0,kg,0:01:30,\"\"",
            "2024-03-13,Farmer's Walk,Full Body,,,,40.0,kg,0:01:00,\"\"",
        ]
        #expect(throws: FitTodayError.importRow(file: "f.csv", line: 3,
                                                reason: .unknownUnit(value: "kg", column: "Distance Unit", known: ["m", "km", "mi", "ft"]))) {
            try Self.read(Self.file(lines), name: "f.csv")
        }
        let message = ImportIssue.unknownUnit(value: "kg", column: "Distance Unit", known: ["m", "km", "mi", "ft"]).message(.ptBR)
        #expect(message.contains("\"kg\"") && message.contains("m, km, mi, ft"))
    }

    @Test func theBodyTrackerExportGivesMeasurementsAndNoSessions() throws {
        // CRLF, no final newline; a blank line; a day with two body weights out of time order; a measurement of
        // one's own with a comma in its name; a day with only such measurements.
        let lines = [
            "Date,Time,Measurement,Value,Unit",
            "2019-02-03,07:12:40,Bodyweight,82.4,kgs",
            "2019-02-03,07:13:05,Body Fat,18.5,%",
            "2019-02-03,07:14:00,Waist,86.0,cm",
            "2019-02-03,21:40:12,Bodyweight,83.1,kgs",
            "2019-02-03,06:00:00,Bodyweight,81.0,kgs",
            "2019-02-04,07:10:00,Bodyweight,180.0,lbs",
            "2019-02-04,07:11:00,Chest,101.0,cm",
            "2019-02-04,07:11:30,Biceps, Left,35.5,cm",
            "",
            "2019-02-05,07:00:00,Waist,34.0,in",
            "2019-02-06,07:00:00,Neck,38.0,cm",
        ]
        let data = Self.file(lines)
        #expect(HistoryFileFormats.recognize(try HistoryFileText.decode([UInt8](data))) == .fitnotes)
        let contents = try Self.read(data, name: "FitNotes_BodyTracker_Export.csv")
        #expect(contents.variant == .fitnotesBody)
        #expect(contents.variant.app == .fitnotes)
        #expect(contents.sessionCount == 0)
        #expect(contents.exerciseNames.isEmpty)
        #expect(contents.skippedRows.isEmpty)
        #expect(contents.bodyMeasurements == [
            BodyMeasurement(date: LocalDate("2019-02-03")!, weightKg: 83.1, waistCm: 86.0, bodyFatPercent: 18.5),
            BodyMeasurement(date: LocalDate("2019-02-04")!, weightKg: 180 * Self.pound),
            BodyMeasurement(date: LocalDate("2019-02-05")!, waistCm: 34 * 2.54),
        ])

        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let dryRun = try HistoryFileImporter(store: store).importContents(contents, dryRun: true)
        #expect(dryRun.bodyMeasurementsImported == 3)
        #expect(try store.bodyMeasurements.bodyMeasurements().isEmpty)

        let summary = try HistoryFileImporter(store: store).importContents(contents)
        #expect(summary.variant == .fitnotesBody)
        #expect(summary.sessionsImported == 0)
        #expect(summary.bodyMeasurementsImported == 3)
        #expect(try ImportFixtures.counts(in: store).sessions == 0)
        #expect(try store.bodyMeasurements.bodyMeasurements() == contents.bodyMeasurements)

        let again = try HistoryFileImporter(store: store).importContents(try Self.read(data, name: "FitNotes_BodyTracker_Export.csv"))
        #expect(again.bodyMeasurementsImported == 0)
        #expect(again.bodyMeasurementsAlreadyPresent == 3)
        #expect(try store.bodyMeasurements.bodyMeasurements().count == 3)
    }

    @Test func aDryRunCountsWhatTheFileAddsAndWritesNothing() throws {
        let contents = try Self.read(Self.file(Self.quirks))
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let before = try ImportFixtures.counts(in: store)
        let summary = try HistoryFileImporter(store: store).importContents(contents, dryRun: true)
        #expect(summary.dryRun)
        #expect(summary.sessionsImported == 2)
        #expect(summary.setsImported == 14)
        #expect(summary.firstDay == LocalDate("2024-03-11"))
        #expect(summary.lastDay == LocalDate("2024-03-13"))
        let after = try ImportFixtures.counts(in: store)
        #expect(after.sessions == 0 && after.sets == 0)
        #expect(after.exercises == before.exercises)
    }

    @Test func aValueOutsideTheRulesIsABadRowWithItsLine() throws {
        let body = ["Date,Time,Measurement,Value,Unit", "2019-02-03,07:12:40,Bodyweight,82.4,kgs", "2019-02-04,07:12:40,Bodyweight,824,kgs",
                    "2019-02-05,07:12:40,Waist,860,cm", "2019-02-06,07:12:40,Body Fat,0.5,%"]
        let skipped = try Self.read(Self.file(body), name: "b.csv", skipInvalid: true)
        #expect(skipped.skippedRows == [
            .init(line: 3, issue: .rule(.bodyWeight(824))), .init(line: 4, issue: .rule(.waist(860))), .init(line: 5, issue: .rule(.bodyFat(0.5))),
        ])
        #expect(skipped.bodyMeasurements == [BodyMeasurement(date: LocalDate("2019-02-03")!, weightKg: 82.4)])

        let workouts = [
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time",
            "2024-03-13,Cycling,Cardio,,,2000.0,km,1:00:00",
            "2024-03-13,Plank,Abs,,,,,25:00:00",
            "2024-03-13,Flat Barbell Bench Press,Chest,1200.0,1,,,",
            "2024-03-13,Flat Barbell Bench Press,Chest,80.0,1200,,,",
            "1850-03-13,Flat Barbell Bench Press,Chest,80.0,5,,,",
            "2024-13-13,Flat Barbell Bench Press,Chest,80.0,5,,,",
        ]
        let refused = try Self.read(Self.file(workouts), name: "w.csv", skipInvalid: true)
        #expect(refused.skippedRows == [
            .init(line: 2, issue: .rule(.distance(2_000_000))), .init(line: 3, issue: .rule(.setDuration(90000))),
            .init(line: 4, issue: .rule(.weight(1200))), .init(line: 5, issue: .rule(.loggedReps(1200))),
            .init(line: 6, issue: .rule(.dateOutOfRange("1850-03-13"))), .init(line: 7, issue: .date("2024-13-13")),
        ])
        #expect(refused.sessionCount == 0)
    }

    @Test func aBadBodyTrackerRowIsReportedWithItsLine() throws {
        let lines = ["Date,Time,Measurement,Value,Unit", "2019-02-03,07:12:40,Bodyweight,82.4,stone", "2019-02-04,07:12:40,Body Fat,18,cm"]
        #expect(throws: FitTodayError.importRow(file: "b.csv", line: 2, reason: .weightUnit("stone"))) {
            try Self.read(Self.file(lines), name: "b.csv")
        }
        let skipped = try Self.read(Self.file(lines), name: "b.csv", skipInvalid: true)
        #expect(skipped.skippedRows == [
            .init(line: 2, issue: .weightUnit("stone")), .init(line: 3, issue: .unknownUnit(value: "cm", column: "Unit", known: ["%"])),
        ])
        #expect(skipped.bodyMeasurements.isEmpty)
    }

    @Test func theSixteenColumnLookAlikeIsNotFitNotes() throws {
        // The file some call "Fit Notes" is another app's: issue 51 gives its first four columns, the rest is made up.
        let lines = [
            "Name,StartTime,EndTime,BodyWeight,Exercise,SetOrder,Weight,Reps,Distance,Seconds,RPE,Notes,Category,Equipment,Rest,Superset",
            "Push Day,2024-03-11 18:00:00,2024-03-11 19:05:00,82.0,Bench Press,1,80,5,,,8,,Chest,Barbell,120,",
        ]
        let data = Self.file(lines)
        let text = try HistoryFileText.decode([UInt8](data))
        #expect(!FitNotesFileReader.recognizes(text))
        #expect(HistoryFileFormats.recognize(text) == nil)
        #expect(throws: FitTodayError.importFile(reason: .unrecognizedExport)) { try Self.read(data) }
        #expect(throws: FitTodayError.importFile(reason: .notExportOf(.fitnotes))) { try Self.read(data, as: .fitnotes) }
        let message = FitTodayError.importFile(reason: .notExportOf(.fitnotes)).message(.en)
        #expect(message.contains("not a FitNotes export") && message.contains("nothing was imported"))
    }

    @Test(arguments: ["hevy.csv", "hevy-lbs.csv", "strong-comma.csv", "strong-semicolon.csv", "strong-workout-number.csv", "strong-2016-kg.csv",
                      "not-a-workout.csv"])
    func anotherAppsFileIsNotTakenForFitNotes(_ name: String) throws {
        let data = try ImportFixtures.fixture(name)
        let text = try HistoryFileText.decode([UInt8](data))
        #expect(!FitNotesFileReader.recognizes(text))
        #expect(HistoryFileFormats.recognize(text) != .fitnotes)
        if let found = HistoryFileFormats.recognize(text) {
            #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .fitnotes, found: found))) { try Self.read(data, as: .fitnotes) }
        }
    }

    /// FitNotes' `Category` gives an exercise of one's own its muscle group where it is one of the library's; a
    /// category of one's own leaves the library's guess, and an exercise the library knows keeps its group.
    @Test func theCategoryGivesAnExerciseOfOnesOwnItsMuscleGroup() throws {
        let lines = [
            "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time",
            "2024-03-11,Qwzx Lever Thing,Back,40.0,kgs,10,,,",
            "2024-03-11,Qwzx Lever Thing,Shoulders,40.0,kgs,10,,,",
            "2024-03-11,Qwzx Pushdown Thing,Triceps,20.0,kgs,12,,,",
            "2024-03-11,Qwzx Crunch Thing, abs ,0.0,kgs,15,,,",
            "2024-03-11,Qwzx Erg Thing,Cardio,,,,2.0,km,0:08:00",
            "2024-03-11,Qwzx Row Thing,My Own Day,50.0,kgs,8,,,",
            "2024-03-11,Flat Barbell Bench Press,Legs,80.0,kgs,5,,,",
        ]
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let guess = try ExerciseResolver(exercises: store.exercises, aliases: ExerciseAliases.libraryNames).resolve(["Qwzx Row Thing"]).newExercises.first?.muscleGroup
        let summary = try HistoryFileImporter(store: store).importContents(Self.read(Self.file(lines)))
        #expect(summary.setsImported == 7)
        #expect(!summary.exercisesCreated.contains("Flat Barbell Bench Press"))
        func group(_ name: String) throws -> String? {
            try store.pool.read { db in try String.fetchOne(db, sql: "SELECT muscle_group FROM exercise WHERE name = ?", arguments: [name]) }
        }
        // The first row's category wins for an exercise listed under two.
        #expect(try group("Qwzx Lever Thing") == "back")
        #expect(try group("Qwzx Pushdown Thing") == "arms")
        #expect(try group("Qwzx Crunch Thing") == "core")
        #expect(try group("Qwzx Erg Thing") == "cardio")
        #expect(try group("Qwzx Row Thing") == guess?.rawValue)
        let bench = try store.pool.read { db in
            try String.fetchOne(db, sql: "SELECT muscle_group FROM exercise e JOIN logged_set s ON s.exercise_id = e.id WHERE s.weight_kg = 80")
        }
        #expect(bench == "chest")
        #expect(FitNotesCategory.muscleGroup("Biceps") == .arms && FitNotesCategory.muscleGroup("Legs") == .legs)
        #expect(FitNotesCategory.muscleGroup("Chest") == .chest && FitNotesCategory.muscleGroup("Stretching") == nil)
    }

    @Test func aFitNotesFileIsNotTakenForAnotherApps() throws {
        // The newest shape starting with a cardio row (no weight unit) fits one of Strong's shapes by its columns,
        // and Strong's reader refuses it all the same.
        let cardioFirst = [
            "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
            "2024-03-13,Plank,Abs,,,,0.0,kg,0:01:30,\"\"",
            "2024-03-13,Barbell Squat,Legs,100.0,kgs,5,,,,\"\"",
        ]
        let body = ["Date,Time,Measurement,Value,Unit", "2019-02-03,07:12:40,Bodyweight,82.4,kgs"]
        for lines in Self.shapes.map(\.lines) + [Self.quirks, cardioFirst, body] {
            let text = try HistoryFileText.decode([UInt8](Self.file(lines)))
            #expect(HistoryFileFormats.recognize(text) == .fitnotes)
            // Each reader refuses FitNotes by itself, whatever order HistoryFileFormats tries them in.
            #expect(!StrongFileReader.recognizes(text))
            #expect(!HevyFileReader.recognizes(text))
            #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .strong, found: .fitnotes))) {
                try Self.read(Self.file(lines), as: .strong)
            }
            #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .hevy, found: .fitnotes))) {
                try Self.read(Self.file(lines), as: .hevy)
            }
        }
        let cardio = Self.sessions(try Self.read(Self.file(cardioFirst))).flatMap(\.sets)
        #expect(cardio.map(\.exerciseID) == ["Plank", "Barbell Squat"])
        #expect(cardio.map(\.durationSeconds) == [90, nil])
    }
}
