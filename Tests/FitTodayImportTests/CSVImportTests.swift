@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// A CSV of one's own, read by `--map`: the separators, decimal commas, date layouts and set counts a spreadsheet has.
@Suite struct CSVImportTests {
    /// A Brazilian sheet: `;`, decimal commas, day/month/year, a row of 3 sets, a quoted note with a `;`, CRLF and no
    /// final line end.
    static let semicolonSheet = [
        "Data;Exercício;Séries;Reps;Peso;RPE;Notas",
        "01/09/2025;Agachamento livre;3;5;82,5;8;\"Pesado; bom\"",
        "01/09/2025;Supino reto;1;8;60;;",
        "03/09/2025;Supino reto;2;6;\"62,5\";9,5;",
    ].joined(separator: "\r\n")
    static let semicolonMap = "date=Data,exercise=Exercício,sets=Séries,reps=Reps,weight=Peso,rpe=RPE,notes=Notas"

    /// Tab-separated, in pounds, with a workout column (two workouts on the 1st are two sessions), a plank in M:SS and
    /// a run in kilometres.
    static let tabSheet = """
    Date\tWorkout\tLift\tReps\tLbs\tTime\tDistance\tUnit
    2025-09-01\tA\tSquat\t5\t225\t\t\t
    2025-09-01\tB\tBarbell Row\t8\t135\t\t\t
    2025-09-02\tA\tPlank\t\t\t1:30\t\t
    2025-09-02\tA\tRun\t\t\t\t5.5\tkm

    """
    static let tabMap = "date=Date,workout=Workout,exercise=Lift,reps=Reps,weight=Lbs,duration=Time,distance=Distance,distance_unit=Unit"

    private func read(
        _ text: String, map: String?, dateFormat: String? = nil, delimiter: String? = nil, unit: WeightUnit = .kg, skipInvalid: Bool = false
    ) throws -> WorkoutCSVContents {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.path("sheet.csv"))
        try Data(text.utf8).write(to: url)
        let options = HistoryReadOptions(fileName: "sheet.csv", skipInvalid: skipInvalid, weightUnit: unit, columnMap: map,
                                         dateFormat: dateFormat, delimiter: delimiter)
        return try HistoryFileImporter.read(try Data(contentsOf: url), as: .csv, options: options)
    }

    private func sessions(_ contents: WorkoutCSVContents) -> [WorkoutSession] {
        let ids = Dictionary(contents.exerciseNames.map { (ExerciseNameKey.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return contents.sessions(exerciseIDs: ids).map(\.session)
    }

    @Test func aSemicolonSheetWithDecimalCommasAndDayFirstDates() throws {
        let contents = try read(Self.semicolonSheet, map: Self.semicolonMap, dateFormat: "%d/%m/%Y")
        #expect(contents.variant == .csv)
        let sessions = sessions(contents)
        #expect(sessions.count == 2)
        let first = sessions[0]
        #expect(first.startedAt == nil)
        #expect(first.completedAt.date == LocalDate("2025-09-01"))
        #expect(first.notes == "Pesado; bom")
        // A row of 3 sets is three sets.
        #expect(first.sets.map(\.exerciseID) == ["Agachamento livre", "Agachamento livre", "Agachamento livre", "Supino reto"])
        #expect(first.sets.map(\.setNumber) == [1, 2, 3, 1])
        #expect(first.sets.map(\.weightKg) == [82.5, 82.5, 82.5, 60])
        #expect(first.sets.map(\.rpe) == [8, 8, 8, nil])
        let second = sessions[1]
        #expect(second.completedAt.date == LocalDate("2025-09-03"))
        #expect(second.sets.map(\.weightKg) == [62.5, 62.5])
        #expect(second.sets.map(\.rpe) == [9.5, 9.5])
    }

    @Test func aTabSheetInPoundsWithWorkoutsAndCardio() throws {
        let contents = try read(Self.tabSheet, map: Self.tabMap, unit: .lb)
        let sessions = sessions(contents)
        #expect(sessions.map(\.planTitle) == ["A", "B", "A"])
        #expect(sessions.map(\.completedAt.date) == [LocalDate("2025-09-01"), LocalDate("2025-09-01"), LocalDate("2025-09-02")])
        #expect(sessions[0].sets.map(\.weightKg) == [225 * WeightUnit.kilogramsPerPound])
        #expect(sessions[1].sets.map(\.weightKg) == [135 * WeightUnit.kilogramsPerPound])
        let cardio = sessions[2]
        #expect(cardio.sets.map(\.exerciseID) == ["Plank", "Run"])
        #expect(cardio.sets.map(\.reps) == [0, 0])
        #expect(cardio.sets.map(\.durationSeconds) == [90, nil])
        #expect(cardio.sets.map(\.distanceMeters) == [nil, 5500])
        // The same sheet with --delimiter tab reads the same.
        #expect(try read(Self.tabSheet, map: Self.tabMap, delimiter: "tab", unit: .lb).sessionCount == 3)

        // The plank's time and the run's distance are stored with their sets.
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(contents)
        #expect(summary.sessionsImported == 3 && summary.setsImported == 4)
        let stored = try store.pool.read { db in
            (try Int.fetchOne(db, sql: "SELECT coalesce(sum(duration_seconds), 0) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(distance_meters) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(weight_kg * reps) FROM logged_set") ?? -1)
        }
        #expect(stored.0 == 90 && stored.1 == 5500)
        #expect(abs(stored.2 - (5 * 225 + 8 * 135) * 0.45359237) < 0.01)
    }

    @Test func theDatabaseHoldsWhatTheSheetHoldsAndASecondImportAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = HistoryFileImporter(store: store)
        let summary = try importer.importContents(read(Self.semicolonSheet, map: Self.semicolonMap, dateFormat: "%d/%m/%Y"))
        #expect(summary.sessionsImported == 2 && summary.setsImported == 6)
        let totals = try store.pool.read { db in
            (try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(weight_kg * reps) FROM logged_set") ?? -1)
        }
        #expect(totals.0 == 3 * 5 + 8 + 2 * 6)
        #expect(abs(totals.1 - (3 * 5 * 82.5 + 8 * 60 + 2 * 6 * 62.5)) < 0.01)
        #expect(try ImportFixtures.sessions(in: store).map(\.completedAt.date) == [LocalDate("2025-09-01"), LocalDate("2025-09-03")])
        let before = try ImportFixtures.counts(in: store)
        let again = try importer.importContents(read(Self.semicolonSheet, map: Self.semicolonMap, dateFormat: "%d/%m/%Y"))
        #expect(again.sessionsImported == 0 && again.setsImported == 0)
        #expect(try ImportFixtures.counts(in: store) == before)
    }

    @Test func aMapThatDoesNotFitTheFileIsAUsageError() throws {
        let missing = FitTodayError.importFile(reason: .columnNotInHeader(
            column: "Kg", columns: ["Data", "Exercício", "Séries", "Reps", "Peso", "RPE", "Notas"]
        ))
        #expect(throws: missing) { try read(Self.semicolonSheet, map: "date=Data,exercise=Exercício,reps=Reps,weight=Kg") }
        #expect(missing.category == .usage)
        #expect(missing.message(.en).contains("\"Kg\"") && missing.message(.en).contains("\"Peso\""))
        #expect(throws: FitTodayError.importFile(reason: .columnMapMissingField(field: "exercise"))) {
            try read(Self.semicolonSheet, map: "date=Data,reps=Reps")
        }
        #expect(throws: FitTodayError.importFile(reason: .columnMapMissingAmount)) {
            try read(Self.semicolonSheet, map: "date=Data,exercise=Exercício,weight=Peso")
        }
        #expect(FitTodayError.importFile(reason: .columnMapMissingAmount).category == .usage)
        let fields = CSVColumnMap.Field.allCases.map { "\($0.rawValue)=…" }
        #expect(throws: FitTodayError.invalidValue(option: "--map", value: "lift=Exercício", allowed: fields)) {
            try read(Self.semicolonSheet, map: "date=Data,lift=Exercício,reps=Reps")
        }
        #expect(throws: FitTodayError.missingOption(option: "--map")) { try read(Self.semicolonSheet, map: nil) }
        #expect(throws: FitTodayError.invalidValue(option: "--delimiter", value: "|", allowed: [",", ";", "tab"])) {
            try read(Self.semicolonSheet, map: Self.semicolonMap, delimiter: "|")
        }
        #expect(throws: FitTodayError.invalidValue(option: "--date-format", value: "%d/%q/%Y", allowed: DateFormatPattern.directives)) {
            try read(Self.semicolonSheet, map: Self.semicolonMap, dateFormat: "%d/%q/%Y")
        }
    }

    @Test func aBadRowStopsTheImportWithItsLineUnlessSkipped() throws {
        // Without --date-format, 01/09/2025 is no date FitToday reads.
        #expect(throws: FitTodayError.importRow(file: "sheet.csv", line: 2, reason: .date("01/09/2025"))) {
            try read(Self.semicolonSheet, map: Self.semicolonMap)
        }
        let noReps = Self.semicolonSheet.replacingOccurrences(of: "Supino reto;1;8;60", with: "Supino reto;1;;60")
        #expect(throws: FitTodayError.importRow(file: "sheet.csv", line: 3, reason: .missingValue(column: "Reps"))) {
            try read(noReps, map: Self.semicolonMap, dateFormat: "%d/%m/%Y")
        }
        let skipped = try read(noReps, map: Self.semicolonMap, dateFormat: "%d/%m/%Y", skipInvalid: true)
        #expect(skipped.skippedRows.map(\.line) == [3])
        #expect(sessions(skipped).flatMap(\.sets).count == 5)
    }

    @Test func aSheetIsNeverTakenForAnAppsExport() throws {
        #expect(HistoryFileFormats.recognize(try HistoryFileText.decode(Array(Self.tabSheet.utf8))) == nil)
        // "Data" and "Exercício" are Strong's Portuguese column names, so `import FILE` tries this one as Strong's; never
        // as a sheet of one's own.
        #expect(HistoryFileFormats.recognize(try HistoryFileText.decode(Array(Self.semicolonSheet.utf8))) != .csv)
        // A sheet that happens to be another app's export is still read by its map.
        let strong = try HistoryFileImporter.read(
            ImportFixtures.fixture("strong-comma.csv"), as: .csv,
            options: HistoryReadOptions(fileName: "strong-comma.csv", columnMap: "date=Date,exercise=Exercise Name,reps=Reps,weight=Weight,workout=Workout Name")
        )
        #expect(strong.variant == .csv && strong.sessionCount > 0)
    }

    @Test func dateLayoutsInStrftimeLetters() throws {
        func parse(_ format: String, _ text: String) throws -> LocalDateTime? { try DateFormatPattern(format).parse(text) }
        #expect(try parse("%d/%m/%Y", "01/09/2025") == LocalDateTime("2025-09-01 00:00:00"))
        #expect(try parse("%d/%m/%Y", "1/9/2025") == LocalDateTime("2025-09-01 00:00:00"))
        #expect(try parse("%m/%d/%y", "09/01/25") == LocalDateTime("2025-09-01 00:00:00"))
        #expect(try parse("%d-%b-%y", "5-Mar-99") == LocalDateTime("1999-03-05 00:00:00"))
        #expect(try parse("%d %b %Y %H:%M", "5 fev 2026  7:05") == LocalDateTime("2026-02-05 07:05:00"))
        #expect(try parse("%b %d, %Y", "September 30, 2025") == LocalDateTime("2025-09-30 00:00:00"))
        #expect(try parse("%Y%m%dT%H%M%S", "20250901T183005") == LocalDateTime("2025-09-01 18:30:05"))
        #expect(try parse("%d.%m.%Y %% %H", "02.01.2026 % 23") == LocalDateTime("2026-01-02 23:00:00"))
        #expect(try DateFormatPattern("%d/%m/%Y %H:%M").hasTime)
        #expect(try !DateFormatPattern("%d/%m/%Y").hasTime)
        // Not a date of the layout, or no date at all.
        for (format, text) in [("%d/%m/%Y", "2025-09-01"), ("%d/%m/%Y", "31/02/2025"), ("%d/%m/%Y", "01/09/2025 x"), ("%d-%b-%Y", "5-Foo-2025")] {
            #expect(try parse(format, text) == nil, "\(format) \(text)")
        }
        for format in ["%m/%Y", "%d/%m", "%d/%m/%Y %I", "%"] {
            #expect(throws: FitTodayError.invalidValue(option: "--date-format", value: format, allowed: DateFormatPattern.directives)) {
                try DateFormatPattern(format)
            }
        }
    }

    @Test func theDelimiterIsFoundFromTheHeader() {
        #expect(MappedCSVFileReader.guessDelimiter(Array("a;b;c\n1,5;2;3".utf8)) == UInt8(ascii: ";"))
        #expect(MappedCSVFileReader.guessDelimiter(Array("a\tb,c\tdd\n".utf8)) == UInt8(ascii: "\t"))
        #expect(MappedCSVFileReader.guessDelimiter(Array("\"a;b\",c\n".utf8)) == UInt8(ascii: ","))
        #expect(MappedCSVFileReader.guessDelimiter(Array("single\n".utf8)) == UInt8(ascii: ","))
    }
}
