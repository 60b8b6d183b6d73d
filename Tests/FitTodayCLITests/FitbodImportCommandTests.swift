import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday import FILE` and `fittoday import fitbod FILE` with Fitbod's `WorkoutExport.csv`, as a person runs them.
@Suite(.waitsOnChildren) struct FitbodImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let header = "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier"
    static let benchKg = 13.607787283069193

    /// Newest first, in Fitbod's shape (numbers after a space, kilograms with the noise of pounds, nothing quoted).
    /// Read in America/Sao_Paulo (UTC−3) all three workouts fall on 4 May: at 08:05 UTC pull-ups (8, then a failed
    /// set of 0 reps) and a one-minute plank; at 17:30:12 UTC a squat warm-up, two squat sets and dumbbell bench press
    /// at 30 lb a dumbbell (multiplier 2.0); at 01:30 UTC on 5 May (22:30 on the 4th there) a 5 km run in 30 minutes,
    /// alone in its workout, with a note holding a comma; a blank line among them. 8 sets, 33 reps.
    static func export(badReps: String? = nil) -> String {
        let rows = [
            "2021-05-05 01:30:00 +0000,Running, 0,0.0,1800.0,5000.0,1.0,0.0,false,easy, flat, 0.0",
            "2021-05-04 17:30:12 +0000,Dumbbell Bench Press, \(badReps ?? "10"),\(benchKg),0.0,0.0,0.0,0.0,false,, 2.0",
            "2021-05-04 17:30:12 +0000,Barbell Squat, 5,61.23496995,0.0,0.0,0.0,0.0,false,, 1.0",
            "2021-05-04 17:30:12 +0000,Barbell Squat, 5,61.23496995,0.0,0.0,0.0,0.0,false,, 1.0",
            // A blank line between rows is no row.
            "",
            "2021-05-04 17:30:12 +0000,Barbell Squat, 5,20.0,0.0,0.0,0.0,0.0,true,, 1.0",
            "2021-05-04 08:05:00 +0000,Plank, 0,0.0,60.0,0.0,0.0,0.0,false,, 0.0",
            "2021-05-04 08:05:00 +0000,Pull Up, 0,0.0,0.0,0.0,0.0,0.0,false,, 1.0",
            "2021-05-04 08:05:00 +0000,Pull Up, 8,0.0,0.0,0.0,0.0,0.0,false,, 1.0",
        ]
        // CRLF and no final newline, as Fitbod writes it.
        return ([header] + rows).joined(separator: "\r\n")
    }
    static let sets = 8
    static let reps = 8 + 0 + 0 + 5 + 5 + 5 + 10 + 0
    /// Each dumbbell's weight, the multiplier never applied.
    static let volumeKg = 5 * 20.0 + 10 * 61.23496995 + 10 * benchKg

    /// A working folder with a profile and the repository's curated library.
    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    private func totals(_ cli: FitTodayProcess) throws -> (sessions: Int, sets: Int, reps: Int, volumeKg: Double, starts: [String?]) {
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        return try queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") ?? -1,
                try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
                try Double.fetchOne(db, sql: "SELECT coalesce(sum(reps * coalesce(weight_kg, 0)), 0) FROM logged_set") ?? -1,
                try String?.fetchAll(db, sql: "SELECT started_at FROM workout_session ORDER BY started_at")
            )
        }
    }

    private func number(_ cli: FitTodayProcess, _ sql: String) throws -> Double {
        try DatabaseQueue(path: cli.path("fittoday.sqlite")).read { db in try Double.fetchOne(db, sql: sql) ?? -1 }
    }

    @Test func importFileRecognizesFitbodAndASecondImportAddsNothing() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "WorkoutExport.csv")
        let first = try cli.run(["import", "WorkoutExport.csv", "--time-zone", "America/Sao_Paulo", "--locale", "en"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Read as a Fitbod export."), "\(first.stdout)")
        #expect(first.stdout.contains("3 sessions and 8 sets imported"), "\(first.stdout)")
        var totals = try totals(cli)
        #expect(totals.sessions == 3 && totals.sets == Self.sets && totals.reps == Self.reps)
        #expect(abs(totals.volumeKg - Self.volumeKg) < 0.01, "\(totals.volumeKg) kg against \(Self.volumeKg) kg")
        // Grouped by timestamp, each at its local start: the run of 01:30 UTC on the 5th is the 4th's evening.
        #expect(totals.starts == ["2021-05-04 05:05:00", "2021-05-04 14:30:12", "2021-05-04 22:30:00"])

        // The weight as the file gives it (each dumbbell's), the warm-up kept as one, the failed set kept with 0 reps.
        #expect(abs(try number(cli, "SELECT max(weight_kg) FROM logged_set WHERE reps = 10") - Self.benchKg) < 1e-9)
        #expect(try number(cli, "SELECT count(*) FROM logged_set WHERE kind = 'warmup'") == 1)
        #expect(try number(cli, "SELECT count(*) FROM logged_set WHERE reps = 0 AND duration_seconds IS NULL AND distance_meters IS NULL") == 1)
        // Cardio and timed rows keep their time and distance; the run alone is a session.
        #expect(try number(cli, "SELECT sum(duration_seconds) FROM logged_set") == 1800 + 60)
        #expect(try number(cli, "SELECT sum(distance_meters) FROM logged_set") == 5000)

        let again = try cli.run(["import", "WorkoutExport.csv", "--time-zone", "America/Sao_Paulo"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Lido como exportação do Fitbod."))
        // The instant keys the workout: read in another time zone it is the same one.
        let elsewhere = try cli.run(["import", "WorkoutExport.csv", "--time-zone", "UTC"])
        #expect(elsewhere.exitCode == 0, "\(elsewhere.stderr)")
        totals = try self.totals(cli)
        #expect(totals.sessions == 3 && totals.sets == Self.sets)
    }

    /// Fitbod's older export (`Date,Exercise,Sets,Reps,Weight,isWarmup,Note`): a day per workout, `Sets` standing for
    /// that many sets, `TRUE` or empty warm-ups, unlabelled kilograms, a comma in a note, a blank line, newest first, LF endings.
    @Test func theOlderExportImportsThroughTheBinary() throws {
        let cli = try prepared()
        let text = [
            "Date,Exercise,Sets,Reps,Weight,isWarmup,Note",
            "2019-03-15,Dumbbell Bench Press,3,10,13.607787283069193,,",
            "2019-03-15,Dumbbell Bench Press,1,12,6.803893641534597,TRUE,",
            "",
            "2019-03-12,Barbell Squat,5,5,60,,deep, slow",
            "2019-03-12,Pull Up,2,6,0,,",
        ].joined(separator: "\n")
        try cli.write(text, to: "WorkoutExport.csv")
        let dry = try cli.run(["import", "WorkoutExport.csv", "--dry-run", "--locale", "en"])
        #expect(dry.exitCode == 0 && dry.stdout.contains("Dry run: nothing was written."), "\(dry.stdout)\(dry.stderr)")
        #expect(try totals(cli).sessions == 0, "a dry run writes nothing")
        let first = try cli.run(["import", "WorkoutExport.csv", "--locale", "en"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Read as a Fitbod export."), "\(first.stdout)")
        var totals = try totals(cli)
        #expect(totals.sessions == 2 && totals.sets == 3 + 1 + 5 + 2 && totals.reps == 30 + 12 + 25 + 12, "\(totals)")
        #expect(abs(totals.volumeKg - (30 * 13.607787283069193 + 12 * 6.803893641534597 + 25 * 60)) < 0.01, "\(totals.volumeKg)")
        let days = try DatabaseQueue(path: cli.path("fittoday.sqlite")).read { db in
            try String.fetchAll(db, sql: "SELECT substr(completed_at, 1, 10) FROM workout_session ORDER BY completed_at")
        }
        #expect(days == ["2019-03-12", "2019-03-15"], "each on its own day")
        #expect(try number(cli, "SELECT count(*) FROM logged_set WHERE kind = 'warmup'") == 1)
        let again = try cli.run(["import", "WorkoutExport.csv"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        totals = try self.totals(cli)
        #expect(totals.sessions == 2 && totals.sets == 11, "a second import adds nothing")
    }

    @Test func importFitbodForcesTheFormatAndUTCDaysFollowTheTimeZone() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "treinos.csv")
        let forced = try cli.run(["import", "fitbod", "treinos.csv", "--time-zone", "UTC", "--locale", "en"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        // Forced, it does not say what it recognized.
        #expect(!forced.stdout.contains("Read as"))
        let totals = try totals(cli)
        #expect(totals.sessions == 3 && totals.sets == Self.sets && totals.reps == Self.reps)
        #expect(abs(totals.volumeKg - Self.volumeKg) < 0.01)
        // In UTC the run is on the 5th.
        #expect(totals.starts == ["2021-05-04 08:05:00", "2021-05-04 17:30:12", "2021-05-05 01:30:00"])
    }

    @Test func aDryRunWritesNothingAndUndoTakesTheImportAway() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "WorkoutExport.csv")
        let dry = try cli.run(["import", "WorkoutExport.csv", "--dry-run", "--time-zone", "America/Sao_Paulo", "--locale", "en"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Dry run: nothing was written."), "\(dry.stdout)")
        #expect(dry.stdout.contains("3 sessions and 8 sets"), "\(dry.stdout)")
        #expect(try totals(cli).sessions == 0)

        let imported = try cli.run(["import", "WorkoutExport.csv", "--time-zone", "America/Sao_Paulo", "--locale", "en"])
        #expect(imported.stdout.contains("fittoday import undo 1"), "\(imported.stdout)")
        #expect(try totals(cli).sets == Self.sets)
        let undone = try cli.run(["import", "undo", "1", "--locale", "en"])
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        let left = try totals(cli)
        #expect(left.sessions == 0 && left.sets == 0)
    }

    @Test func aBadRowStopsTheImportWithItsLineUnlessSkipped() throws {
        let cli = try prepared()
        let text = Self.export(badReps: "dez")
        try cli.write(text, to: "WorkoutExport.csv")
        let line = try #require(text.components(separatedBy: "\r\n").firstIndex { $0.contains("dez") }) + 1
        let refused = try cli.run(["import", "WorkoutExport.csv"])
        #expect(refused.exitCode == 3, "\(refused.stderr)")
        #expect(refused.stderr.contains("WorkoutExport.csv") && refused.stderr.contains("linha \(line)") && refused.stderr.contains("dez"))
        #expect(refused.stderr.contains("--skip-invalid"))
        #expect(try totals(cli).sessions == 0)

        let skipped = try cli.run(["import", "WorkoutExport.csv", "--skip-invalid", "--locale", "en"])
        #expect(skipped.exitCode == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("line \(line)"), "\(skipped.stdout)")
        let rest = try totals(cli)
        #expect(rest.sessions == 3 && rest.sets == Self.sets - 1 && rest.reps == Self.reps - 10)
    }
}
