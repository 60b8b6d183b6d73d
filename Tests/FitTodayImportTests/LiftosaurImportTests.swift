@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Liftosaur's history CSV, written here in the app's shape with every quirk: planned sets beside done ones,
/// a unit per row, names with their equipment after a comma (quoted), flags of `0` and `1`, UTC with
/// milliseconds, muscles lists and notes quoted, a blank line.
@Suite struct LiftosaurImportTests {
    static let header = "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,"
        + "Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,"
        + "Completed Reps Time,Target Muscles,Synergist Muscles,Notes"

    /// Newest first, as Liftosaur lists its history; each workout's sets in the order done.
    /// 8 May, 23:45 UTC (Day 2): a bench press set (AMRAP, 62.5 kg done of 60 planned), a face pull in pounds and a
    /// carry of one's own. 6 May, 17:03 UTC (Day 1): a squat warm-up of 45 lb, a set of 100 kg at RPE 8.5 with a
    /// note, one planned and not done, a blank line, a Romanian deadlift of 135 lb at RPE 0 (none), a failed lat
    /// pulldown (0 reps done) and a set done with no completed weight (the planned 50 kg).
    static let rows = [
        #"2024-05-08T23:45:00.000Z,GZCLP,Day 2,"Bench Press, Barbell",0,5,7,1,,,0,60,kg,62.5,kg,0,2024-05-08T23:50:02.512Z,"Chest,Triceps","Shoulders","#,
        #"2024-05-08T23:45:00.000Z,GZCLP,Day 2,"Face Pull, Cable",0,15,15,0,,,0,30,lb,30,lb,0,2024-05-08T23:58:40.001Z,"Shoulders","","""#,
        #"2024-05-08T23:45:00.000Z,GZCLP,Day 2,"Zercher Carry, Trap Bar",0,1,1,0,,,0,40,kg,40,kg,1,2024-05-09T00:05:00.000Z,,,"#,
        #"2024-05-06T17:03:11.123Z,GZCLP,Day 1,"Squat, Barbell",1,5,5,0,,,0,45,lb,45,lb,0,2024-05-06T17:05:00.000Z,"Quadriceps,Glutes","Adductor Magnus","#,
        #"2024-05-06T17:03:11.123Z,GZCLP,Day 1,"Squat, Barbell",0,3,3,0,8,8.5,1,100,kg,100,kg,0,2024-05-06T17:10:00.000Z,"Quadriceps,Glutes","Adductor Magnus","Felt strong, good depth""#,
        #"2024-05-06T17:03:11.123Z,GZCLP,Day 1,"Squat, Barbell",0,3,,0,8,,1,100,kg,,,0,,"Quadriceps,Glutes","Adductor Magnus","Felt strong, good depth""#,
        "",
        #"2024-05-06T17:03:11.123Z,GZCLP,Day 1,"Romanian Deadlift, Barbell",0,10,10,0,,0,0,135,lb,135,lb,0,2024-05-06T17:20:00.000Z,"Hamstrings","Glutes","#,
        #"2024-05-06T17:03:11.123Z,GZCLP,Day 1,"Lat Pulldown, Cable",0,10,0,0,,,0,50,kg,50,kg,0,2024-05-06T17:30:00.000Z,,,"#,
        #"2024-05-06T17:03:11.123Z,GZCLP,Day 1,"Lat Pulldown, Cable",0,10,8,0,,,0,50,kg,,,0,2024-05-06T17:33:00.000Z,,,"#,
    ]
    static let expectedReps = 7 + 15 + 1 + 5 + 3 + 10 + 0 + 8
    static let expectedVolume = 7 * 62.5 + 15 * 30 * WeightUnit.kilogramsPerPound + 40 + 5 * 45 * WeightUnit.kilogramsPerPound + 3 * 100
        + 10 * 135 * WeightUnit.kilogramsPerPound + 8 * 50

    static func export(_ rows: [String] = rows, lineEnd: String = "\n", finalNewline: Bool = true) -> Data {
        Data((([header] + rows).joined(separator: lineEnd) + (finalNewline ? lineEnd : "")).utf8)
    }

    static func read(_ data: Data, zone: String = "UTC", skipInvalid: Bool = false, as app: WorkoutApp? = nil) throws -> WorkoutCSVContents {
        try HistoryFileImporter.read(data, as: app, options: HistoryReadOptions(
            fileName: "liftosaur.csv", skipInvalid: skipInvalid, timeZone: try #require(TimeZone(identifier: zone))
        ))
    }

    static func sessions(_ contents: WorkoutCSVContents) -> [WorkoutSession] {
        let ids = Dictionary(contents.exerciseNames.map { (ExerciseNameKey.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return contents.sessions(exerciseIDs: ids).map(\.session)
    }

    @Test func doneSetsAreReadAndPlannedOnesLeftOut() throws {
        let contents = try Self.read(Self.export())
        #expect(contents.variant == .liftosaur)
        // Not done is no bad row.
        #expect(contents.skippedRows.isEmpty)
        #expect(contents.exerciseNames == [
            "Bench Press (Barbell)", "Face Pull (Cable)", "Zercher Carry (Trap Bar)", "Squat (Barbell)", "Romanian Deadlift (Barbell)",
            "Lat Pulldown (Cable)",
        ])
        let sessions = Self.sessions(contents)
        #expect(sessions.map(\.startedAt) == [LocalDateTime("2024-05-06 17:03:11"), LocalDateTime("2024-05-08 23:45:00")])
        #expect(sessions.map(\.planTitle) == ["GZCLP – Day 1", "GZCLP – Day 2"])
        let day1 = sessions[0]
        #expect(day1.sets.map(\.exerciseID) == [
            "Squat (Barbell)", "Squat (Barbell)", "Romanian Deadlift (Barbell)", "Lat Pulldown (Cable)", "Lat Pulldown (Cable)",
        ])
        #expect(day1.sets.map(\.kind) == [.warmup, .working, .working, .working, .working])
        #expect(day1.sets.map(\.reps) == [5, 3, 10, 0, 8])
        #expect(day1.sets.map(\.weightKg) == [45 * WeightUnit.kilogramsPerPound, 100, 135 * WeightUnit.kilogramsPerPound, 50, 50])
        #expect(day1.sets.map(\.rpe) == [nil, 8.5, nil, nil, nil])
        #expect(day1.notes.isEmpty)
        let day2 = sessions[1]
        #expect(day2.sets.map(\.reps) == [7, 15, 1])
        #expect(day2.sets.map(\.weightKg) == [62.5, 30 * WeightUnit.kilogramsPerPound, 40])
    }

    @Test func theTimeZoneGivesTheDay() throws {
        // 23:45 UTC on 8 May is 08:45 on 9 May in Tokyo, 20:45 on 8 May in São Paulo.
        let tokyo = Self.sessions(try Self.read(Self.export(), zone: "Asia/Tokyo"))
        #expect(tokyo.map(\.startedAt) == [LocalDateTime("2024-05-07 02:03:11"), LocalDateTime("2024-05-09 08:45:00")])
        let saoPaulo = Self.sessions(try Self.read(Self.export(), zone: "America/Sao_Paulo"))
        #expect(saoPaulo.map { $0.completedAt.date } == [LocalDate("2024-05-06"), LocalDate("2024-05-08")])
    }

    @Test func theDatabaseHoldsWhatWasDoneOnce() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export(lineEnd: "\r\n", finalNewline: false)))
        #expect(summary.variant == .liftosaur)
        #expect(summary.sessionsImported == 2 && summary.setsImported == 8)
        #expect(summary.exercisesCreated == ["Zercher Carry (Trap Bar)"])
        let totals = try store.pool.read { db in
            (try Int.fetchOne(db, sql: "SELECT sum(reps) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT sum(weight_kg * reps) FROM logged_set") ?? -1)
        }
        #expect(totals.0 == Self.expectedReps)
        #expect(abs(totals.1 - Self.expectedVolume) < 0.01)
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.map { $0.completedAt.date.description } == ["2024-05-06", "2024-05-08"])
        // "Squat, Barbell" is the library's back squat, as "Squat (Barbell)" is.
        #expect(sessions[0].sets.map(\.exerciseID).prefix(3) == ["agachamento-livre-barra", "agachamento-livre-barra", "levantamento-terra-romeno"])
        #expect(sessions[1].sets.map(\.exerciseID).prefix(2) == ["supino-reto-com-barra", "face-pull"])
        #expect(sessions[1].planTitle == "GZCLP – Day 2")

        let again = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export(), zone: "Asia/Tokyo"))
        #expect(again.sessionsImported == 0 && again.setsImported == 0 && again.sessionsAlreadyPresent == 2)
        #expect(try ImportFixtures.counts(in: store).sets == 8)
    }

    @Test func theOlderExportWithItsEquipmentColumn() throws {
        let text = """
        Workout DateTime,Program,Day Name,Exercise,Equipment,Is Warmup Set?,Required Reps,Completed Reps,RPE,Is AMRAP?,Weight Value,Weight Unit,Completed Reps Time,Target Muscles,Synergist Muscles,Notes
        2023-01-10T18:00:00.000Z,5/3/1,Week 1 Day 1,Squat,barbell,0,5,5,9,0,225,lb,,"Quadriceps","Glutes",
        2023-01-10T18:00:00.000Z,5/3/1,Week 1 Day 1,Squat,barbell,0,5,,,0,225,lb,,"Quadriceps","Glutes",
        """
        let sessions = Self.sessions(try Self.read(Data(text.utf8)))
        #expect(sessions.count == 1)
        #expect(sessions[0].planTitle == "5/3/1 – Week 1 Day 1")
        #expect(sessions[0].sets.map(\.exerciseID) == ["Squat (barbell)"])
        #expect(sessions[0].sets.map(\.weightKg) == [225 * WeightUnit.kilogramsPerPound])
        #expect(sessions[0].sets.map(\.rpe) == [9])
    }

    @Test func aBadRowStopsTheImportWithItsLineUnlessSkipped() throws {
        var rows = Self.rows
        rows[1] = #"2024-05-08T23:45:00.000Z,GZCLP,Day 2,"Face Pull, Cable",0,15,15,0,,,0,30,stone,30,stone,0,,"Shoulders","","#
        #expect(throws: FitTodayError.importRow(file: "liftosaur.csv", line: 3, reason: .weightUnit("stone"))) {
            try Self.read(Self.export(rows))
        }
        let skipped = try Self.read(Self.export(rows), skipInvalid: true)
        #expect(skipped.skippedRows == [.init(line: 3, issue: .weightUnit("stone"))])
        #expect(Self.sessions(skipped).flatMap(\.sets).count == 7)
    }

    @Test func liftosaurIsToldApartFromTheOthers() throws {
        #expect(HistoryFileFormats.recognize(try HistoryFileText.decode([UInt8](Self.export()))) == .liftosaur)
        for name in ["strong-comma.csv", "strong-semicolon.csv", "hevy.csv"] {
            #expect(!LiftosaurFileReader.recognizes(try HistoryFileText.decode([UInt8](try ImportFixtures.fixture(name)))), "\(name)")
        }
        #expect(!LiftosaurFileReader.recognizes(try HistoryFileText.decode([UInt8](FitbodImportTests.export()))))
        #expect(!FitbodFileReader.recognizes(try HistoryFileText.decode([UInt8](Self.export()))))
        #expect(!StrongFileReader.recognizes(try HistoryFileText.decode([UInt8](Self.export()))))
        #expect(!HevyFileReader.recognizes(try HistoryFileText.decode([UInt8](Self.export()))))
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .fitbod, found: .liftosaur))) {
            try Self.read(Self.export(), as: .fitbod)
        }
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .liftosaur, found: .strong))) {
            try Self.read(try ImportFixtures.fixture("strong-comma.csv"), as: .liftosaur)
        }
    }

    @Test func utcTimestampsInTheFormsAppsWrite() {
        let base = Int64(LocalDateTime("2024-05-06 17:03:11")!.secondsSinceEpoch) * 1000
        #expect(UTCTimestampReader.milliseconds("2024-05-06T17:03:11.123Z") == base + 123)
        #expect(UTCTimestampReader.milliseconds("2024-05-06 17:03:11 +0000") == base)
        #expect(UTCTimestampReader.milliseconds("2024-05-06T14:03:11-03:00") == base)
        #expect(UTCTimestampReader.milliseconds("2024-05-06 19:03:11 +02") == base)
        #expect(UTCTimestampReader.milliseconds("2024-05-06 17:03:11 UTC") == base)
        #expect(UTCTimestampReader.milliseconds("2024-05-06 17:03:11") == base)
        #expect(UTCTimestampReader.milliseconds("2024-05-06 17:03") == base - 11_000)
        for bad in ["", "2024-05-06", "2024-13-06 17:03:11", "2024-05-06 25:03:11", "2024-05-06 17:03:11 +2500", "06/05/2024 17:03", "2024-05-06T17:03:11.Z"] {
            #expect(UTCTimestampReader.milliseconds(bad) == nil, "\(bad)")
        }
    }
}
