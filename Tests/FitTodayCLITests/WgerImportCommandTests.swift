import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday import wger FILE [--exercises FILE]` and `fittoday import FILE` on wger's workout log, through the binary.
@Suite(.waitsOnChildren) struct WgerImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A page of `/api/v2/workoutlog/` on one line, as the API answers: two sessions of wger's own on the 1st and one
    /// log without a session on the 2nd; kilograms, pounds, a bodyweight set and a timed set.
    static let page = #"{"count":5,"next":null,"previous":null,"results":["#
        + #"{"id":1,"date":"2025-09-01T00:00:00+02:00","session":3,"routine":1,"exercise":192,"repetitions_unit":1,"repetitions":"5.00","weight_unit":1,"weight":"100.00","rir":"1.0"},"#
        + #"{"id":2,"date":"2025-09-01T00:00:00+02:00","session":3,"routine":1,"exercise":192,"repetitions_unit":1,"repetitions":"5.00","weight_unit":2,"weight":"225.00","rir":null},"#
        + #"{"id":3,"date":"2025-09-01T00:00:00+02:00","session":4,"routine":1,"exercise":57,"repetitions_unit":1,"repetitions":"10.00","weight_unit":1,"weight":null,"rir":null},"#
        + #"{"id":4,"date":"2025-09-02","exercise":9,"repetitions_unit":3,"repetitions":"60.00","weight_unit":1,"weight":null,"rir":null},"#
        + #"{"id":5,"date":"2025-09-02","exercise":192,"repetitions_unit":1,"repetitions":"8.00","weight_unit":1,"weight":"70.50","rir":"2"}]}"#

    static let exerciseInfo = #"[{"id":192,"translations":[{"name":"Bankdrücken","language":1},{"name":"Bench Press","language":2}]},{"id":57,"name":"Pull-ups"},{"id":9,"translations":[{"name":"Plank","language":2}]}]"#

    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        try cli.write(Self.page, to: "workoutlog.json")
        try cli.write(Self.exerciseInfo, to: "exerciseinfo.json")
        return cli
    }

    /// Sessions, sets, the sum of reps and of weight × reps (kg), and the days of the sessions, from the database.
    private func totals(_ cli: FitTodayProcess) throws -> (sessions: Int, sets: Int, reps: Int, volume: Double, days: [String]) {
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        return try queue.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? -1,
             try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") ?? -1,
             try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(weight_kg * reps) FROM logged_set") ?? -1,
             try String.fetchAll(db, sql: "SELECT substr(completed_at, 1, 10) FROM workout_session ORDER BY completed_at, id"))
        }
    }

    @Test func theLogIsRecognizedAndImportedOnce() throws {
        let cli = try prepared()
        // A dry run says what the import would do and writes nothing.
        let dry = try cli.run(["import", "workoutlog.json", "--dry-run", "--locale", "en"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Dry run: nothing was written."), "\(dry.stdout)")
        let none = try totals(cli)
        #expect(none.sessions == 0 && none.sets == 0)
        let result = try cli.run(["import", "workoutlog.json", "--locale", "en"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Read as a wger export."), "\(result.stdout)")
        #expect(result.stdout.contains("3 sessions and 5 sets imported"), "\(result.stdout)")
        #expect(result.stdout.contains("wger exercise 192"))
        let totals = try totals(cli)
        #expect(totals.sessions == 3 && totals.sets == 5)
        #expect(totals.reps == 5 + 5 + 10 + 0 + 8)
        #expect(abs(totals.volume - (5 * 100 + 5 * 225 * 0.45359237 + 8 * 70.5)) < 0.01)
        #expect(totals.days == ["2025-09-01", "2025-09-01", "2025-09-02"])
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT duration_seconds FROM logged_set WHERE duration_seconds IS NOT NULL") } == 60)
        // The import has a number, and undoing it takes away exactly what it added.
        #expect(result.stdout.contains("fittoday import undo 1"), "\(result.stdout)")

        let again = try cli.run(["import", "wger", "workoutlog.json", "--locale", "en"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Nothing new: the 3 sessions in that file were already in the history."), "\(again.stdout)")
        // Without --exercises the command says how the exercises were named and how to name them.
        #expect(again.stdout.contains("--exercises") && again.stdout.contains("fittoday exercise rename"))
        let unchanged = try self.totals(cli)
        #expect(unchanged.sessions == 3 && unchanged.sets == 5)
    }

    @Test func exercisesAreNamedByTheExerciseInfoFile() throws {
        let cli = try prepared()
        let result = try cli.run(["import", "wger", "workoutlog.json", "--exercises", "exerciseinfo.json", "--locale", "en"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("wger exercise"), "\(result.stdout)")
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        let named = try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM exercise WHERE name LIKE 'wger exercise%'") }
        #expect(named.isEmpty)
        #expect(try totals(cli).sets == 5)
    }

    @Test func theFormatTellingImportTakesExercisesForAWgerLogOnly() throws {
        let cli = try prepared()
        let named = try cli.run(["import", "workoutlog.json", "--exercises", "exerciseinfo.json", "--locale", "en"])
        #expect(named.exitCode == 0, "\(named.stderr)")
        #expect(named.stdout.contains("Read as a wger export."), "\(named.stdout)")
        #expect(!named.stdout.contains("wger exercise"), "\(named.stdout)")
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise WHERE name LIKE 'wger exercise%'") } == 0)
        #expect(try totals(cli).sets == 5)
        // wger's log ids key the sets: the same log again without names adds nothing.
        let unnamed = try cli.run(["import", "workoutlog.json", "--locale", "en"])
        #expect(unnamed.exitCode == 0, "\(unnamed.stderr)")
        #expect(unnamed.stdout.contains("--exercises") && unnamed.stdout.contains("fittoday exercise rename"), "\(unnamed.stdout)")
        #expect(try totals(cli).sets == 5)
        // Another app's file is imported, and --exercises is said to have been left aside.
        try cli.write("Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n2024-03-11,Flat Barbell Bench Press,Chest,80.0,5,,,", to: "fitnotes.csv")
        let other = try cli.run(["import", "fitnotes.csv", "--exercises", "exerciseinfo.json", "--locale", "en"])
        #expect(other.exitCode == 0, "\(other.stderr)")
        #expect(other.stdout.contains("Read as a FitNotes export."), "\(other.stdout)")
        #expect(other.stdout.contains("--exercises names the exercises of a wger log only"), "\(other.stdout)")
        #expect(try totals(cli).sets == 6)
    }

    @Test func unusableFilesAreRefusedAndNothingIsWritten() throws {
        let cli = try prepared()
        try cli.write(#"{"count":1,"results":[{"id":1,"date":"2025-09-01","exercise":1,"repetitions":"cinco","weight":null}]}"#, to: "bad.json")
        let bad = try cli.run(["import", "wger", "bad.json"])
        #expect(bad.exitCode == 3)
        #expect(bad.stderr.contains("bad.json") && bad.stderr.contains("linha 1") && bad.stderr.contains("\"cinco\""), "\(bad.stderr)")
        let exercises = try cli.run(["import", "wger", "workoutlog.json", "--exercises", "workoutlog.json", "--locale", "en"])
        #expect(exercises.exitCode == 3)
        #expect(exercises.stderr.contains("/api/v2/exerciseinfo/"), "\(exercises.stderr)")
        // wger's exercise list is no workout log.
        let notLog = try cli.run(["import", "wger", "exerciseinfo.json", "--locale", "en"])
        #expect(notLog.exitCode == 3)
        #expect(notLog.stderr.contains("wger export"), "\(notLog.stderr)")
        #expect(try cli.run(["import", "exerciseinfo.json"]).exitCode == 2)
        #expect(try totals(cli).sessions == 0)
    }
}
