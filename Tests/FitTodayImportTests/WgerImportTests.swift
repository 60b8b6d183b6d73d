@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// wger's workout log (`/api/v2/workoutlog/`), written here as the API gives it: a page or the bare list, decimals as
/// strings, units by id, dates with their own offset.
@Suite struct WgerImportTests {
    /// A page as the API answers, pretty-printed, CRLF line ends and no final line end: two sessions of wger's own
    /// (7 on the 1st, 8 on the 3rd, late in the evening at -03:00, which is already the 4th in UTC), kilograms and
    /// pounds, a timed plank, a bodyweight pull-up and a run in kilometres.
    static let page = [
        #"{"count": 6, "next": null, "previous": null, "results": ["#,
        #"  {"id": 101, "date": "2025-09-01T00:00:00+02:00", "session": 7, "routine": 3, "exercise": 192, "repetitions_unit": 1, "repetitions": "5.00", "weight_unit": 1, "weight": "60.00", "rir": "2.0"},"#,
        #"  {"id": 102, "date": "2025-09-01T00:00:00+02:00", "session": 7, "routine": 3, "exercise": 192, "repetitions_unit": 1, "repetitions": "5.00", "weight_unit": 1, "weight": "82.55", "rir": "1.5"},"#,
        #"  {"id": 103, "date": "2025-09-01T00:00:00+02:00", "session": 7, "routine": 3, "exercise": 31, "repetitions_unit": 1, "repetitions": "3.00", "weight_unit": 2, "weight": "225.00", "rir": null},"#,
        #"  {"id": 104, "date": "2025-09-03T23:30:00-03:00", "session": 8, "routine": 3, "exercise": 9, "repetitions_unit": 3, "repetitions": "45.00", "weight_unit": 1, "weight": null, "rir": null},"#,
        #"  {"id": 105, "date": "2025-09-03T23:35:00-03:00", "session": 8, "routine": 3, "exercise": 57, "repetitions_unit": 1, "repetitions": "8.00", "weight_unit": 1, "weight": null, "rir": "0.0"},"#,
        #"  {"id": 106, "date": "2025-09-03T23:50:00-03:00", "session": 8, "routine": 3, "exercise": 400, "repetitions_unit": 6, "repetitions": "5.25", "weight_unit": 1, "weight": null, "rir": null}"#,
        "]}",
    ].joined(separator: "\r\n")

    /// The bare list an older server gives: days without a time, no session (two logs on one day are one session),
    /// `reps`, `repetition_unit` and `exercise_base`, a time in minutes, listed newest first.
    static let bareList = """
    [{"id": 9, "date": "2025-08-21", "exercise_base": 31, "repetition_unit": 4, "reps": "1.50", "weight_unit": 1, "weight": "20.00", "rir": null},
     {"id": 8, "date": "2025-08-20", "exercise_base": 192, "repetition_unit": 1, "reps": "10.00", "weight_unit": 1, "weight": "40.00", "rir": "6.5"},
     {"id": 7, "date": "2025-08-20", "exercise_base": 192, "repetition_unit": 1, "reps": "12.00", "weight_unit": 1, "weight": "35.50", "rir": "3"}]

    """

    /// `/api/v2/exerciseinfo/` as a page: translations with German first (English is preferred), one with German only
    /// (the first is taken), and an older entry with its own `name`.
    static let exerciseInfo = """
    {"count": 5, "next": null, "previous": null, "results": [
      {"id": 192, "uuid": "1b020b3a", "translations": [{"id": 1, "name": "Bankdrücken", "language": 1}, {"id": 2, "name": "Bench Press", "language": 2}]},
      {"id": 31, "translations": [{"name": "Kreuzheben", "language": 1}, {"name": "Deadlift", "language": {"id": 2, "short_name": "en"}}]},
      {"id": 9, "translations": [{"name": "Unterarmstütz", "language": 1}]},
      {"id": 57, "name": "Pull-ups"},
      {"id": 400, "translations": [{"name": "Running", "language": 2}]}
    ]}
    """

    private func read(_ text: String, as app: WorkoutApp? = nil, names: [Int: String] = [:], skipInvalid: Bool = false) throws -> WorkoutCSVContents {
        let directory = try TemporaryDirectory()
        let path = directory.path("workoutlog.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let options = HistoryReadOptions(fileName: "workoutlog.json", skipInvalid: skipInvalid, exerciseNamesByID: names)
        return try HistoryFileImporter.read(try Data(contentsOf: URL(fileURLWithPath: path)), as: app, options: options)
    }

    /// The sessions of `contents`, each name standing for its own exercise id.
    private func sessions(_ contents: WorkoutCSVContents) -> [WorkoutSession] {
        let ids = Dictionary(contents.exerciseNames.map { (ExerciseNameKey.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return contents.sessions(exerciseIDs: ids).map(\.session)
    }

    private func sums(_ store: SQLiteStore) throws -> (reps: Int, volume: Double) {
        try store.pool.read { db in
            (try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(weight_kg * reps) FROM logged_set") ?? -1)
        }
    }

    @Test func aPageIsReadWithItsUnitsSessionsAndDays() throws {
        let contents = try read(Self.page)
        #expect(contents.variant == .wger)
        #expect(contents.sessionCount == 2)
        let sessions = sessions(contents)
        let first = sessions[0]
        #expect(first.startedAt == nil)
        #expect(first.completedAt.date == LocalDate("2025-09-01"))
        #expect(first.planTitle == "")
        #expect(first.sets.map(\.exerciseID) == ["wger exercise 192", "wger exercise 192", "wger exercise 31"])
        #expect(first.sets.map(\.setNumber) == [1, 2, 1])
        #expect(first.sets.map(\.reps) == [5, 5, 3])
        // "82.55" is the Double 82.55, and 225 lb are converted unrounded.
        #expect(first.sets.map(\.weightKg) == [60, 82.55, 225 * WeightUnit.kilogramsPerPound])
        // RPE = 10 - rir, as wger converts it.
        #expect(first.sets.map(\.rpe) == [8, 8.5, nil])

        // 23:30 at -03:00 stays on the 3rd: the date part as written, never moved to UTC.
        let second = sessions[1]
        #expect(second.completedAt.date == LocalDate("2025-09-03"))
        #expect(second.sets.map(\.exerciseID) == ["wger exercise 9", "wger exercise 57", "wger exercise 400"])
        #expect(second.sets.map(\.reps) == [0, 8, 0])
        #expect(second.sets.map(\.weightKg) == [nil, nil, nil])
        #expect(second.sets.map(\.durationSeconds) == [45, nil, nil])
        #expect(second.sets.map(\.distanceMeters) == [nil, nil, 5250])
        // 0 in reserve is a set to failure: RPE 10.
        #expect(second.sets.map(\.rpe) == [nil, 10, nil])
    }

    @Test func aBareListOfAnOlderServerGroupsADaysLogsIntoOneSession() throws {
        let contents = try read(Self.bareList)
        #expect(contents.variant == .wger)
        let sessions = sessions(contents)
        #expect(sessions.count == 2)
        let day = sessions[0]
        #expect(day.completedAt.date == LocalDate("2025-08-20"))
        // Listed newest first, numbered in the order logged (by wger's ids).
        #expect(day.sets.map(\.reps) == [12, 10])
        #expect(day.sets.map(\.weightKg) == [35.5, 40])
        // Beyond 5 in reserve wger's conversion gives RPE 4.
        #expect(day.sets.map(\.rpe) == [7, 4])
        let minutes = sessions[1]
        #expect(minutes.completedAt.date == LocalDate("2025-08-21"))
        #expect(minutes.sets.map(\.durationSeconds) == [90])
        #expect(minutes.sets.map(\.reps) == [0])
        #expect(minutes.sets.map(\.weightKg) == [20])
    }

    @Test func exerciseNamesComeFromExerciseInfoEnglishFirst() throws {
        let names = try WgerExerciseNames.parse(Data(Self.exerciseInfo.utf8))
        #expect(names == [192: "Bench Press", 31: "Deadlift", 9: "Unterarmstütz", 57: "Pull-ups", 400: "Running"])
        // The bare list of the same entries reads the same.
        let list = try JSONSerialization.jsonObject(with: Data(Self.exerciseInfo.utf8)) as! [String: Any]
        let bare = try JSONSerialization.data(withJSONObject: list["results"]!)
        #expect(try WgerExerciseNames.parse(bare) == names)

        let contents = try read(Self.page, names: names)
        #expect(contents.exerciseNames == ["Bench Press", "Deadlift", "Unterarmstütz", "Pull-ups", "Running"])
        // An id the file does not name keeps the name of its own.
        let partial = try read(Self.page, names: [192: "Bench Press"])
        #expect(partial.exerciseNames == ["Bench Press", "wger exercise 31", "wger exercise 9", "wger exercise 57", "wger exercise 400"])

        for notInfo in [Self.page, "{\"format\": \"fittoday-export\"}", "not json", "[1, 2]"] {
            #expect(throws: FitTodayError.importFile(reason: .notWgerExerciseInfo)) { try WgerExerciseNames.parse(Data(notInfo.utf8)) }
        }
    }

    @Test func theDatabaseHoldsWhatTheFileHoldsAndASecondImportAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = HistoryFileImporter(store: store)
        let names = try WgerExerciseNames.parse(Data(Self.exerciseInfo.utf8))
        let summary = try importer.importContents(read(Self.page, names: names))
        #expect(summary.sessionsImported == 2)
        #expect(summary.setsImported == 6)
        #expect(!summary.exercisesCreated.contains { $0.hasPrefix("wger exercise") })
        let sums = try sums(store)
        #expect(sums.reps == 5 + 5 + 3 + 8)
        #expect(abs(sums.volume - (5 * 60 + 5 * 82.55 + 3 * 225 * 0.45359237)) < 0.01)
        let days = try ImportFixtures.sessions(in: store).map(\.completedAt.date)
        #expect(days == [LocalDate("2025-09-01"), LocalDate("2025-09-03")])
        // The plank's time and the run's distance are stored with their sets.
        let cardio = try store.pool.read { db in
            (try Int.fetchOne(db, sql: "SELECT coalesce(sum(duration_seconds), 0) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(distance_meters) FROM logged_set") ?? -1)
        }
        #expect(cardio.0 == 45 && cardio.1 == 5250)

        let before = try ImportFixtures.counts(in: store)
        let again = try importer.importContents(read(Self.page, names: names))
        #expect(again.sessionsImported == 0 && again.setsImported == 0)
        #expect(again.sessionsAlreadyPresent == 2)
        #expect(try ImportFixtures.counts(in: store) == before)

        // A newer export that overlaps this one adds only its new log.
        let newer = Self.page.replacingOccurrences(
            of: "\r\n]}",
            with: #",{"id": 107, "date": "2025-09-03T23:55:00-03:00", "session": 8, "exercise": 57, "repetitions_unit": 1, "repetitions": "6.00", "weight_unit": 1, "weight": "10.00", "rir": null}]}"#
        )
        let overlap = try importer.importContents(read(newer, names: names))
        #expect(overlap.sessionsImported == 0 && overlap.setsImported == 1)
        // A log listed twice (two overlapping pages saved into one file) is one set.
        let log7 = #"{"id": 7, "date": "2025-08-20", "exercise_base": 192, "repetition_unit": 1, "reps": "12.00", "weight_unit": 1, "weight": "35.50", "rir": "3"}"#
        let twice = Self.bareList.replacingOccurrences(of: log7 + "]", with: log7 + ",\n " + log7 + "]")
        #expect(twice.components(separatedBy: log7).count == 3)
        #expect(sessions(try read(twice)).flatMap(\.sets).count == 3)
    }

    /// wger's log id keys a set, not the exercise's name: importing again with `--exercises` after an import
    /// without it (or the reverse) adds no set.
    @Test(arguments: [true, false])
    func namingTheExercisesOnASecondImportAddsNothing(namedFirst: Bool) throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let importer = HistoryFileImporter(store: store)
        let names = try WgerExerciseNames.parse(Data(Self.exerciseInfo.utf8))
        let first = try importer.importContents(read(Self.page, names: namedFirst ? names : [:]))
        #expect(first.setsImported == 6)
        let before = try ImportFixtures.counts(in: store)
        let second = try importer.importContents(read(Self.page, names: namedFirst ? [:] : names))
        #expect(second.sessionsImported == 0 && second.setsImported == 0)
        let third = try importer.importContents(read(Self.page, names: namedFirst ? names : [:]))
        #expect(third.sessionsImported == 0 && third.setsImported == 0)
        #expect(try ImportFixtures.counts(in: store) == before)
        #expect(try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") } == 6)
    }

    @Test func withoutExerciseNamesEachIdBecomesAnExerciseOfOnesOwn() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(read(Self.bareList))
        #expect(summary.sessionsImported == 2 && summary.setsImported == 3)
        #expect(Set(summary.exercisesCreated) == ["wger exercise 192", "wger exercise 31"])
        #expect(try sums(store).reps == 22)
        #expect(abs(try sums(store).volume - (12 * 35.5 + 10 * 40)) < 0.01)
    }

    @Test func aBadLogStopsTheImportWithItsLineUnlessSkipped() throws {
        let bad = Self.page.replacingOccurrences(of: #""weight": "82.55""#, with: #""weight": "8x""#)
        // The entry with id 102 starts on line 3 of the page.
        #expect(throws: FitTodayError.importRow(file: "workoutlog.json", line: 3, reason: .number(column: "weight", value: "8x"))) {
            try read(bad)
        }
        let unknownUnit = Self.page.replacingOccurrences(of: #""repetitions_unit": 6"#, with: #""repetitions_unit": 42"#)
        #expect(throws: FitTodayError.importRow(file: "workoutlog.json", line: 7, reason: .unit(column: "repetitions_unit", value: "42"))) {
            try read(unknownUnit)
        }
        let skipped = try read(bad, skipInvalid: true)
        #expect(skipped.skippedRows == [.init(line: 3, issue: .number(column: "weight", value: "8x"))])
        #expect(sessions(skipped).flatMap(\.sets).count == 5)
        // Half a rep is no count of reps.
        let half = Self.bareList.replacingOccurrences(of: #""reps": "10.00""#, with: #""reps": "10.50""#)
        #expect(throws: FitTodayError.importRow(file: "workoutlog.json", line: 2, reason: .number(column: "reps", value: "10.50"))) {
            try read(half)
        }
    }

    @Test func theLogIsToldFromOtherFiles() throws {
        func recognized(_ text: String) throws -> WorkoutApp? { HistoryFileFormats.recognize(try HistoryFileText.decode(Array(text.utf8))) }
        #expect(try recognized(Self.page) == .wger)
        #expect(try recognized(Self.bareList) == .wger)
        // Not a log: the exercise list, an empty page, FitToday's own files, and the CSV exports of other apps.
        #expect(try recognized(Self.exerciseInfo) == nil)
        #expect(try recognized(#"{"count": 0, "next": null, "previous": null, "results": []}"#) == nil)
        #expect(try recognized(#"{"format": "fittoday-workout-log", "version": 1, "sets": []}"#) == nil)
        for fixture in ["strong-comma.csv", "strong-semicolon.csv", "hevy.csv", "hevy-lbs.csv"] {
            #expect(HistoryFileFormats.recognize(try HistoryFileText.decode([UInt8](ImportFixtures.fixture(fixture)))) != .wger, "\(fixture)")
        }
        // Forced, an empty page is a log with nothing yet, and anything else is refused.
        #expect(try read(#"{"count": 0, "next": null, "previous": null, "results": []}"#, as: .wger).sessionCount == 0)
        #expect(throws: FitTodayError.importFile(reason: .notExportOf(.wger))) { try read(Self.exerciseInfo, as: .wger) }
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .strong, found: .wger))) { try read(Self.page, as: .strong) }
    }

    @Test func linesOfRecordsAreCountedFromTheFile() {
        #expect(JSONElementLines.lines(in: Array("[{\"a\": \"x]\\\"\"},\n{\"b\": [1, {\"c\": 2}]},\n\n 3]".utf8), key: "results") == [1, 2, 4])
        #expect(JSONElementLines.lines(in: Array("{\"count\": 2, \"next\": {\"results\": []},\n \"results\": [\n{}, {}]}".utf8), key: "results") == [3, 3])
        #expect(JSONElementLines.lines(in: Array("{\"results\": []}".utf8), key: "results") == [])
    }
}
