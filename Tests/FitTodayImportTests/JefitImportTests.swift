@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// JEFIT's export of many tables (issue 51), read from files the tests write in the app's shape.
@Suite struct JefitImportTests {
    private let pound = WeightUnit.kilogramsPerPound

    /// Writes `text` into `directory` and reads it back as a JEFIT export (or as whatever it is, when `app` is nil).
    private func read(
        _ text: String, named name: String = "ana_20241110.csv", as app: WorkoutApp? = nil, in directory: TemporaryDirectory,
        skipInvalid: Bool = false
    ) throws -> WorkoutCSVContents {
        try Data(text.utf8).write(to: directory.url.appendingPathComponent(name))
        let data = try Data(contentsOf: directory.url.appendingPathComponent(name))
        return try HistoryFileImporter.read(data, as: app, options: .init(fileName: name, skipInvalid: skipInvalid, timeZone: JefitFixtures.timeZone))
    }

    /// The sets as read, before names are matched (each name stands for its own id).
    private func sessions(_ contents: WorkoutCSVContents) -> [ImportedSession] {
        let ids = Dictionary(contents.exerciseNames.map { (ExerciseNameKey.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return contents.sessions(exerciseIDs: ids)
    }

    /// Sums over the database: sessions, sets, reps and weight × reps in kilograms.
    private func totals(_ store: SQLiteStore) throws -> (sessions: Int, sets: Int, reps: Int, volumeKg: Double) {
        try store.pool.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") ?? -1,
                try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
                try Double.fetchOne(db, sql: "SELECT coalesce(sum(reps * coalesce(weight_kg, 0)), 0) FROM logged_set") ?? -1
            )
        }
    }

    @Test func aNewerExportInPoundsImportsItsSessionsSetsAndSums() throws {
        let directory = try TemporaryDirectory()
        let contents = try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory)
        #expect(contents.variant == .jefit)
        #expect(contents.skippedRows.isEmpty)
        #expect(contents.sessionCount == 4)

        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(contents)
        #expect(summary.sessionsImported == 4)
        #expect(summary.setsImported == 17)
        let totals = try totals(store)
        #expect(totals.sessions == 4 && totals.sets == 17)
        #expect(totals.reps == 116)
        // 135×5 + 135×5 + 140×3 + (the per-row squats) 185×5 + 185×5 + 190×4 + 135×8 + 25.5×12 + 25.5×10 lb.
        #expect(abs(totals.volumeKg - 6021 * pound) < 0.01)

        let stored = try ImportFixtures.sessions(in: store)
        // Starts in the export's zone, durations from endtime − starttime; the logs without a start are days.
        #expect(stored.map(\.startedAt) == [
            LocalDateTime("2024-11-04 07:30:00"), LocalDateTime("2024-11-06 18:05:10"), nil, nil,
        ])
        #expect(stored.map(\.durationMinutes) == [60, 55, nil, nil])
        #expect(stored.map(\.completedAt.date) == ["2024-11-04", "2024-11-06", "2024-11-07", "2024-11-07"].map { LocalDate($0)! })
        #expect(stored.allSatisfy { $0.status == .completed })
        // JEFIT's names, equipment first, match the library.
        #expect(stored[0].sets.map(\.exerciseID).starts(with: ["supino-reto-com-barra", "supino-reto-com-barra", "supino-reto-com-barra",
                                                                 "agachamento-livre-barra"]))
        #expect(!summary.exercisesCreated.contains("Barbell Squat"))
    }

    @Test func thePerRowTableCountsEachSetOnceAndWinsWhereTheTwoDisagree() throws {
        let directory = try TemporaryDirectory()
        let sessions = sessions(try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory))
        let first = try #require(sessions.first?.session)
        let bench = first.sets.filter { $0.exerciseID == "Barbell Bench Press" }
        // Agreeing: three sets, not six; the packed pounds kept exactly, the per-row set type read.
        #expect(bench.map(\.reps) == [5, 5, 3])
        #expect(bench.map(\.weightKg) == [135 * pound, 135 * pound, 140 * pound])
        #expect(bench.map(\.kind) == [.warmup, .working, .working])
        // Disagreeing: the per-row sets, four of them, the third 190×4 instead of 185×5.
        let squat = first.sets.filter { $0.exerciseID == "Barbell Squat" }
        #expect(squat.map(\.reps) == [5, 5, 4, 8])
        #expect(squat.map(\.weightKg) == [185 * pound, 185 * pound, 190 * pound, 135 * pound])
        #expect(squat.map(\.kind) == [.working, .working, .working, .drop])
        #expect(squat.map(\.setNumber) == [1, 2, 3, 4])
        // The curls' rows, listed out of order, come in set_index order.
        let curls = sessions[1].session.sets.filter { $0.exerciseID == "Dumbbell Curl" }
        #expect(curls.map(\.reps) == [12, 10])
        #expect(curls.map(\.weightKg) == [25.5 * pound, 25.5 * pound])
        // Bodyweight sets have no weight.
        #expect(sessions[1].session.sets.filter { $0.exerciseID == "Pull Up" }.map(\.weightKg) == [nil, nil, nil])
    }

    @Test func cardioPacksAreOneSetWithTimeAndDistance() throws {
        let directory = try TemporaryDirectory()
        let sessions = sessions(try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory))
        func sets(_ name: String) -> [LoggedSet] { sessions.flatMap(\.session.sets).filter { $0.exerciseID == name } }
        // `0x0,0x0,0x0,0x0,0x1200`: twenty minutes, one set (its per-row set counts once), no reps.
        let treadmill = sets("Treadmill Running")
        #expect(treadmill.count == 1)
        #expect(treadmill.map(\.durationSeconds) == [1200])
        #expect(treadmill.map(\.distanceMeters) == [nil])
        #expect(treadmill.map(\.reps) == [0] && treadmill.map(\.weightKg) == [nil])
        // `1.5x0x0x0x900`: 1.5 miles (the export's distance unit) in fifteen minutes.
        let elliptical = sets("Elliptical Trainer")
        #expect(elliptical.map(\.durationSeconds) == [900])
        #expect(elliptical.map(\.distanceMeters) == [1.5 * 1609.344])
        #expect(elliptical.map(\.reps) == [0])
        // A timed plank packed the same way, on a day without a session.
        #expect(sets("Plank").map(\.durationSeconds) == [60])
        // Five packed sets of reps stay five sets.
        #expect(try JefitPackedSet.sets(in: "0x10,0x10,0x8,0x8,0x6").count == 5)
        #expect(try JefitPackedSet.sets(in: "0x0,0x3.2,0x0,0x0,0x1500") == [.cardio(distance: nil, seconds: 1500)])
        #expect(try JefitPackedSet.sets(in: "0x2.5,0x0,0x0,0x0,0x1500") == [.cardio(distance: 2.5, seconds: 1500)])
        #expect(try JefitPackedSet.sets(in: "100x5,100.25x5,") == [.lift(weight: 100, reps: 5), .lift(weight: 100.25, reps: 5)])
        #expect(throws: ImportIssue.number(column: "logs", value: "100x5x2")) { try JefitPackedSet.sets(in: "100x5x2") }
    }

    @Test func logsWithoutAStartAreSessionsOfTheirDay() throws {
        let directory = try TemporaryDirectory()
        let sessions = sessions(try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory))
        let days = sessions.filter { $0.session.startedAt == nil }
        // belongsession 0 (the plank) and a session missing from WORKOUT SESSIONS (999, the push-ups): two days.
        #expect(days.map { $0.session.sets.map(\.exerciseID) } == [["Plank"], ["Push Up", "Push Up"]])
        #expect(days.allSatisfy { $0.session.completedAt == LocalDateTime("2024-11-07 00:00:00") })
        #expect(days.map { $0.session.sets.map(\.reps) } == [[0], [20, 15]])
    }

    @Test func anOlderExportInKilogramsWithCRLFAndNoFinalLineEnd() throws {
        let directory = try TemporaryDirectory()
        let text = JefitFixtures.text(JefitFixtures.kilogramExport, end: "\r\n", finalNewline: false)
        #expect(text.contains("\r\n") && !text.hasSuffix("\n"))
        let contents = try read(text, named: "bruno_20190401.csv", in: directory)
        #expect(contents.skippedRows.isEmpty)
        let read = sessions(contents)
        #expect(read.map(\.session.startedAt) == [LocalDateTime("2019-03-10 09:00:00"), LocalDateTime("2019-03-12 19:15:00")])
        #expect(read.map(\.session.durationMinutes) == [75, 45])
        let bench = read[0].session.sets.filter { $0.exerciseID == "Barbell Bench Press" }
        // Decimals and a failed set of 0 reps, kept; kilograms as written.
        #expect(bench.map(\.weightKg) == [60, 62.5, 62.5])
        #expect(bench.map(\.reps) == [10, 8, 0])
        let run = read[0].session.sets.filter { $0.exerciseID == "Running" }
        #expect(run.map(\.distanceMeters) == [5200])
        #expect(run.map(\.durationSeconds) == [1800])

        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(contents)
        #expect(summary.sessionsImported == 2 && summary.setsImported == 6)
        let totals = try totals(store)
        #expect(totals.reps == 42)
        #expect(abs(totals.volumeKg - 2060) < 0.01)
        #expect(contents.bodyMeasurements == [BodyMeasurement(date: LocalDate("2019-03-10")!, weightKg: 80.4, waistCm: 82, bodyFatPercent: 21)])
    }

    @Test func theProfileGivesOneMeasurementADateWithoutTheRowsOfZeros() throws {
        let directory = try TemporaryDirectory()
        let contents = try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory)
        #expect(contents.bodyMeasurements == [
            // Written twice: the later weight, the earlier body fat and waist (the later row has zeros there).
            BodyMeasurement(date: LocalDate("2024-11-01")!, weightKg: 181 * pound, waistCm: 34 * 2.54, bodyFatPercent: 18.5),
            BodyMeasurement(date: LocalDate("2024-11-05")!, weightKg: 179 * pound, waistCm: 33.5 * 2.54),
        ])
    }

    @Test func aSecondImportAddsNothingAndALaterExportOnlyItsNewSession() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = HistoryFileImporter(store: store)
        _ = try importer.importContents(try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory))
        let before = try totals(store)

        let again = try importer.importContents(try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory))
        #expect(again.sessionsImported == 0 && again.setsImported == 0)
        #expect(again.sessionsAlreadyPresent == 4)
        #expect(try totals(store) == before)

        // The later export moves 101 by 4 s and 102 by −3 s, and adds session 103: only 103 is new.
        let laterText = JefitFixtures.text(JefitFixtures.poundsExport(later: true), end: "\r\n")
        let later = try importer.importContents(try read(laterText, named: "ana_20241120.csv", in: directory))
        #expect(later.sessionsImported == 1)
        #expect(later.setsImported == 2)
        let after = try totals(store)
        #expect(after.sessions == 5 && after.sets == 19 && after.reps == 116 + 8)
        #expect(abs(after.volumeKg - (6021 + 225 * 5 + 245 * 3) * pound) < 0.01)
        let deadlift = try #require(try ImportFixtures.sessions(in: store).last)
        #expect(deadlift.startedAt == LocalDateTime("2024-11-08 07:00:00"))
        #expect(deadlift.durationMinutes == 45)
        // The first sessions keep their first start.
        #expect(try ImportFixtures.sessions(in: store).first?.startedAt == LocalDateTime("2024-11-04 07:30:00"))
    }

    @Test func aBadRowNamesItsLineInTheWholeFile() throws {
        let directory = try TemporaryDirectory()
        var lines = JefitFixtures.poundsExport()
        // A comment over two lines before the bad row: lines are the file's, not the table's nor the records'.
        let squat = try #require(lines.firstIndex { $0.hasPrefix("5002,") })
        lines[squat] = "5002,2024-11-04,7,\"185x5,185x5,185x5\",1,0,\"Barbell Squat\",215.8,1730717900,\"last set,\nheavy\",101"
        let bad = try #require(lines.firstIndex { $0.hasPrefix("5004,") })
        lines[bad] = "5004,2024-11-06,31,\"0x10,dezx8,0x6\",1,0,\"Pull Up\",0,1730927500,,102"
        let text = JefitFixtures.text(lines)
        let physical = try #require(text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("5004,") }) + 1
        #expect(physical == bad + 2)
        #expect(throws: FitTodayError.importRow(file: "ana_20241110.csv", line: physical, reason: .number(column: "logs", value: "dezx8"))) {
            try read(text, in: directory)
        }

        // A bad per-row set, and a profile row, each at its own line; the rest imports under --skip-invalid.
        let setRow = try #require(lines.firstIndex { $0.hasPrefix("6,5002,") })
        lines[setRow] = "6,5002,2,190.0,quatro,normal,120,1730718100"
        let profileRow = try #require(lines.firstIndex { $0.hasPrefix("4,2024-11-05") })
        lines[profileRow] = "4,2024-11-05,179.0,0,0,0,0,-3,0,0,0,0,0,0"
        let skipped = try read(JefitFixtures.text(lines), in: directory, skipInvalid: true)
        #expect(skipped.skippedRows.map(\.line) == [bad + 2, setRow + 2, profileRow + 2])
        #expect(skipped.skippedRows.map(\.issue) == [
            .number(column: "logs", value: "dezx8"), .number(column: "reps", value: "quatro"), .number(column: "waist", value: "-3"),
        ])
        let squats = sessions(skipped).flatMap(\.session.sets).filter { $0.exerciseID == "Barbell Squat" }
        #expect(squats.map(\.reps) == [5, 5, 8])
        #expect(skipped.bodyMeasurements.map(\.date) == [LocalDate("2024-11-01")!])
    }

    @Test func aSessionRowThatCannotBeReadLeavesOutItsLogs() throws {
        let directory = try TemporaryDirectory()
        var lines = JefitFixtures.poundsExport()
        let row = try #require(lines.firstIndex { $0.hasPrefix("102,") })
        lines[row] = "102,1,2,ontem,1730930410,3300,0,0"
        let contents = try read(JefitFixtures.text(lines), in: directory, skipInvalid: true)
        #expect(contents.skippedRows.map(\.line) == [row + 1])
        #expect(contents.skippedRows.map(\.issue) == [.number(column: "starttime", value: "ontem")])
        #expect(contents.sessionCount == 3)
    }

    @Test func valuesOutsideTheRulesAreBadRowsOfTheirLine() throws {
        let directory = try TemporaryDirectory()
        var lines = JefitFixtures.kilogramExport
        let run = try #require(lines.firstIndex { $0.hasPrefix("302,") })
        lines[run] = "302,2019-03-10,45,\"0x0,0x0,0x0,0x0,0x90000\",1,0,\"Running\",0,1552222000,,201"
        let body = try #require(lines.firstIndex { $0.hasPrefix("1,2019-03-10,80.4") })
        lines[body] = "1,2019-03-10,900,21,178,100,35,82,98,58,38,30,39,118"
        let contents = try read(JefitFixtures.text(lines), in: directory, skipInvalid: true)
        #expect(contents.skippedRows.map(\.line) == [run + 1, body + 1])
        #expect(contents.skippedRows.map(\.issue) == [.rule(.setDuration(90000)), .rule(.bodyWeight(900))])
        #expect(contents.bodyMeasurements.isEmpty)
        #expect(sessions(contents).flatMap(\.session.sets).count == 5)
    }

    @Test func cardioAndBodyMeasurementsAreStoredAndADryRunWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = HistoryFileImporter(store: store)
        let contents = try read(JefitFixtures.text(JefitFixtures.poundsExport()), in: directory)
        let dry = try importer.importContents(contents, dryRun: true)
        #expect(dry.dryRun && dry.sessionsImported == 4 && dry.setsImported == 17 && dry.bodyMeasurementsImported == 2)
        #expect(try totals(store).sessions == 0 && totals(store).sets == 0)

        let summary = try importer.importContents(contents)
        #expect(summary.bodyMeasurementsImported == 2)
        let stored = try store.pool.read { db in
            (
                seconds: try Int.fetchOne(db, sql: "SELECT sum(duration_seconds) FROM logged_set") ?? -1,
                metres: try Double.fetchOne(db, sql: "SELECT sum(distance_meters) FROM logged_set") ?? -1,
                body: try Row.fetchAll(db, sql: "SELECT date, weight_kg, waist_cm, body_fat_percent FROM body_measurement ORDER BY date")
            )
        }
        // Treadmill 1200 s, elliptical 900 s and 1.5 miles, plank 60 s.
        #expect(stored.seconds == 2160)
        #expect(abs(stored.metres - 1.5 * 1609.344) < 1e-9)
        #expect(stored.body.map { $0["date"] as String } == ["2024-11-01", "2024-11-05"])
        #expect(stored.body.map { $0["weight_kg"] as Double } == [181 * pound, 179 * pound])
        #expect(stored.body.map { $0["body_fat_percent"] as Double? } == [18.5, nil])
        let again = try importer.importContents(contents)
        #expect(again.bodyMeasurementsImported == 0 && again.sessionsImported == 0)
    }

    @Test func emptyTablesAndTheSettingsOwnUnits() throws {
        let directory = try TemporaryDirectory()
        // Only banners: no header, no rows, and a last table left open.
        let empty = JefitFixtures.text([
            JefitFixtures.banner("SETTING"), "_id,mass,length,distance", "1, kg, cm, km", JefitFixtures.closing,
            JefitFixtures.banner("WORKOUT SESSIONS"), JefitFixtures.closing,
            JefitFixtures.banner("EXERCISE LOGS"), JefitFixtures.exerciseLogsHeader, JefitFixtures.closing,
            JefitFixtures.banner("PROFILE"),
        ], finalNewline: false)
        let contents = try read(empty, in: directory)
        #expect(contents.sessionCount == 0 && contents.bodyMeasurements.isEmpty && contents.skippedRows.isEmpty)

        let tables = JefitTable.tables(in: try HistoryFileText.decode(Array(JefitFixtures.text(JefitFixtures.poundsExport()).utf8))).tables
        #expect(tables["NOTES"]?.columns == [])
        #expect(tables["ROUTINES"]?.rows.isEmpty == true)
        #expect(tables["FRIENDS"]?.columns == [])
        #expect(tables["EXERCISE LOGS"]?.rows.count == 8)
        let setting = try #require(tables["SETTING"])
        #expect(JefitUnits.read(setting, fallback: .kg).units == JefitUnits(mass: .lb, length: "inches", distance: "miles"))
        #expect(JefitUnits.read(setting, fallback: .kg).units.centimetersPerLength == 2.54)

        // A unit neither kg nor lbs is the setting row's issue.
        var lines = JefitFixtures.kilogramExport
        let unit = try #require(lines.firstIndex { $0.hasPrefix("1, kg") })
        lines[unit] = "1, stone, cm, km,90,1,0"
        #expect(throws: FitTodayError.importRow(file: "ana_20241110.csv", line: unit + 1, reason: .weightUnit("stone"))) {
            try read(JefitFixtures.text(lines), in: directory)
        }
        // Without a SETTING table, weights are in --unit.
        let withoutSetting = JefitFixtures.text([
            JefitFixtures.banner("EXERCISE LOGS"), JefitFixtures.exerciseLogsHeader,
            "1,2024-02-01,1,\"100x5\",0,0,\"Barbell Squat\",0,0,,0", JefitFixtures.closing,
        ])
        try Data(withoutSetting.utf8).write(to: directory.url.appendingPathComponent("sem.csv"))
        let inPounds = try HistoryFileImporter.read(Data(contentsOf: directory.url.appendingPathComponent("sem.csv")), as: .jefit,
                                                    options: .init(fileName: "sem.csv", weightUnit: .lb))
        #expect(sessions(inPounds).first?.session.sets.map(\.weightKg) == [100 * pound])
    }

    @Test func aKilogramExportsWeightLbsThatRepeatItsKilogramsAreKilograms() throws {
        let directory = try TemporaryDirectory()
        func export(_ setRows: [String]) -> String {
            JefitFixtures.text([
                JefitFixtures.banner("SETTING"), "_id,mass,length,distance", "1, kg, cm, km", JefitFixtures.closing,
                JefitFixtures.banner("EXERCISE LOGS"), JefitFixtures.exerciseLogsHeader,
                "1,2025-01-10,1,\"60x5,60x5\",0,0,\"Barbell Squat\",0,0,,0", JefitFixtures.closing,
                JefitFixtures.banner("EXERCISE SET LOGS"), JefitFixtures.setLogsHeader,
            ] + setRows + [JefitFixtures.closing])
        }
        // In pounds, as the column says (60 kg = 132.28 lb, rounded): the packed kilograms are kept exactly.
        let pounds = try read(export(["1,1,0,132.28,5,normal,0,0", "2,1,1,132.28,5,normal,0,0"]), in: directory)
        #expect(sessions(pounds).first?.session.sets.map(\.weightKg) == [60, 60])
        // The same numbers as the packed kilograms: read in kilograms, and the disagreeing set wins.
        let kilograms = try read(export(["1,1,0,60,5,normal,0,0", "2,1,1,62.5,5,normal,0,0"]), in: directory)
        #expect(sessions(kilograms).first?.session.sets.map(\.weightKg) == [60, 62.5])
    }

    @Test func recognizedFromItsBannersAndNoOtherFileTakenForIt() throws {
        let directory = try TemporaryDirectory()
        func text(_ string: String) throws -> HistoryFileText { try HistoryFileText.decode(Array(string.utf8)) }
        #expect(HistoryFileFormats.recognize(try text(JefitFixtures.text(JefitFixtures.poundsExport()))) == .jefit)
        #expect(HistoryFileFormats.recognize(try text(JefitFixtures.text(JefitFixtures.kilogramExport, end: "\r\n", finalNewline: false))) == .jefit)
        // With a byte order mark, and opening with a table of a name FitToday does not list.
        let bom = try HistoryFileText.decode([0xEF, 0xBB, 0xBF] + Array(JefitFixtures.text(
            [JefitFixtures.banner("MY BADGES"), "_id,name", "1,x", JefitFixtures.closing] + JefitFixtures.kilogramExport
        ).utf8))
        #expect(JefitFileReader.recognizes(bom))

        // Strong's, Hevy's and every other fixture are not JEFIT's.
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.testsFolder.appendingPathComponent("Fixtures").path)
        for name in fixtures where name.hasSuffix(".csv") {
            guard let decoded = try? HistoryFileText.decode([UInt8](ImportFixtures.fixture(name))) else { continue }
            #expect(!JefitFileReader.recognizes(decoded), "\(name)")
        }
        #expect(HistoryFileFormats.recognize(try text("### Notas ###\nTreino de perna\n")) == nil)
        #expect(HistoryFileFormats.recognize(try text("Date,Exercise,Reps\n### EXERCISE LOGS ###\n")) == nil)

        // Forced: a Strong export is refused as Strong's; a file without a table is not an export.
        let strong = try ImportFixtures.fixture("strong-comma.csv")
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .jefit, found: .strong))) {
            try HistoryFileImporter.read(strong, as: .jefit, options: .init(fileName: "strong.csv"))
        }
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .strong, found: .jefit))) {
            try read(JefitFixtures.text(JefitFixtures.kilogramExport), as: .strong, in: directory)
        }
        #expect(throws: FitTodayError.importFile(reason: .unrecognizedExport)) {
            try read("só texto\n", as: .jefit, in: directory)
        }
    }
}
