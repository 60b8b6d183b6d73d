import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday import FILE` and `fittoday import liftosaur FILE` with Liftosaur's history CSV, as a person runs them.
@Suite(.waitsOnChildren) struct LiftosaurImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let header = "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,"
        + "Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,"
        + "Completed Reps Time,Target Muscles,Synergist Muscles,Notes"
    private static let pound = 0.45359237

    /// Two workouts in Liftosaur's shape, read in Asia/Tokyo (UTC+9): at 22:15 UTC on 3 June (7:15 on the 4th in
    /// Tokyo) a warm-up and three sets of Romanian deadlift in kilograms, the third planned and not done (no
    /// completed reps: no set), then bench press in pounds, 5 reps and a failed set of 0; at 10:00 UTC on 5 June
    /// three squat sets, the last an AMRAP of 8. Names quoted with their equipment after a comma, flags 0/1, a
    /// blank line between rows. 8 sets, 36 reps.
    static func export(badReps: String? = nil) -> String {
        let a = "2024-06-03T22:15:00.000Z,GZCLP,Day 1"
        let b = "2024-06-05T10:00:00.000Z,GZCLP,Day 2"
        let rows = [
            "\(a),\"Romanian Deadlift, Barbell\",1,5,5,0,,,0,40,kg,40,kg,0,2024-06-03T22:16:00.000Z,Hamstrings,Glutes,",
            "\(a),\"Romanian Deadlift, Barbell\",0,5,5,0,,,0,80,kg,80,kg,0,2024-06-03T22:20:00.000Z,Hamstrings,Glutes,",
            "\(a),\"Romanian Deadlift, Barbell\",0,5,3,0,,,0,80,kg,80,kg,0,2024-06-03T22:24:00.000Z,Hamstrings,Glutes,grip gave out",
            "\(a),\"Romanian Deadlift, Barbell\",0,5,,0,,,0,80,kg,,,0,,Hamstrings,Glutes,",
            "\(a),\"Bench Press, Barbell\",0,5,\(badReps ?? "5"),0,,,0,135,lb,135,lb,0,2024-06-03T22:35:00.000Z,Chest,Triceps,",
            "\(a),\"Bench Press, Barbell\",0,5,0,0,,,0,135,lb,135,lb,0,2024-06-03T22:38:00.000Z,Chest,Triceps,",
            "\(b),\"Squat, Barbell\",0,5,5,0,,8,1,100,kg,100,kg,0,2024-06-05T10:05:00.000Z,Quadriceps,Glutes,",
            "\(b),\"Squat, Barbell\",0,5,5,0,,8,1,100,kg,100,kg,0,2024-06-05T10:09:00.000Z,Quadriceps,Glutes,",
            "\(b),\"Squat, Barbell\",0,5,8,1,,9,1,100,kg,100,kg,0,2024-06-05T10:13:00.000Z,Quadriceps,Glutes,",
        ]
        return ([header] + rows).joined(separator: "\n\n") + "\n"
    }
    static let sets = 8
    static let reps = 5 + 5 + 3 + 5 + 0 + 5 + 5 + 8
    static let volumeKg = 5 * 40 + 8 * 80 + 5 * 135 * pound + 18 * 100

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

    @Test func importFileRecognizesLiftosaurAndASecondImportAddsNothing() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "liftosaur.csv")
        let first = try cli.run(["import", "liftosaur.csv", "--time-zone", "Asia/Tokyo", "--locale", "en"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Read as a Liftosaur export."), "\(first.stdout)")
        #expect(first.stdout.contains("2 sessions and 8 sets imported"), "\(first.stdout)")
        var totals = try totals(cli)
        #expect(totals.sessions == 2 && totals.sets == Self.sets && totals.reps == Self.reps)
        #expect(abs(totals.volumeKg - Self.volumeKg) < 0.01, "\(totals.volumeKg) kg against \(Self.volumeKg) kg")
        // Tokyo's morning of the 4th, though the UTC date is the 3rd.
        #expect(totals.starts == ["2024-06-04 07:15:00", "2024-06-05 19:00:00"])
        // The warm-up flag 1 is a warm-up; the failed set is kept; the name's comma does not split it: three exercises.
        #expect(try number(cli, "SELECT count(*) FROM logged_set WHERE kind = 'warmup'") == 1)
        #expect(try number(cli, "SELECT count(*) FROM logged_set WHERE reps = 0") == 1)
        #expect(try number(cli, "SELECT count(DISTINCT exercise_id) FROM logged_set") == 3)
        // Pounds per row: the bench press in kilograms as stored.
        #expect(abs(try number(cli, "SELECT max(weight_kg) FROM logged_set WHERE weight_kg < 70") - 135 * Self.pound) < 1e-9)

        let again = try cli.run(["import", "liftosaur.csv", "--time-zone", "Asia/Tokyo"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Lido como exportação do Liftosaur."))
        totals = try self.totals(cli)
        #expect(totals.sessions == 2 && totals.sets == Self.sets)
    }

    @Test func importLiftosaurForcesTheFormat() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "historico.csv")
        let forced = try cli.run(["import", "liftosaur", "historico.csv", "--time-zone", "UTC", "--locale", "en"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(!forced.stdout.contains("Read as"))
        let totals = try totals(cli)
        #expect(totals.sessions == 2 && totals.sets == Self.sets && totals.reps == Self.reps)
        #expect(abs(totals.volumeKg - Self.volumeKg) < 0.01)
        #expect(totals.starts == ["2024-06-03 22:15:00", "2024-06-05 10:00:00"])
    }

    @Test func aDryRunWritesNothingAndUndoTakesTheImportAway() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "liftosaur.csv")
        let dry = try cli.run(["import", "liftosaur.csv", "--dry-run", "--time-zone", "Asia/Tokyo", "--locale", "en"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Dry run: nothing was written."), "\(dry.stdout)")
        #expect(dry.stdout.contains("2 sessions and 8 sets"), "\(dry.stdout)")
        #expect(try totals(cli).sessions == 0)

        let imported = try cli.run(["import", "liftosaur.csv", "--time-zone", "Asia/Tokyo", "--locale", "en"])
        #expect(imported.stdout.contains("fittoday import undo 1"), "\(imported.stdout)")
        let undone = try cli.run(["import", "undo", "1", "--locale", "en"])
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        let left = try totals(cli)
        #expect(left.sessions == 0 && left.sets == 0)
    }

    @Test func aBadRowStopsTheImportWithItsLineUnlessSkipped() throws {
        let cli = try prepared()
        let text = Self.export(badReps: "cinco")
        try cli.write(text, to: "liftosaur.csv")
        let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("cinco") }) + 1
        let refused = try cli.run(["import", "liftosaur.csv"])
        #expect(refused.exitCode == 3, "\(refused.stderr)")
        #expect(refused.stderr.contains("liftosaur.csv") && refused.stderr.contains("linha \(line)") && refused.stderr.contains("cinco"))
        #expect(refused.stderr.contains("--skip-invalid"))
        #expect(try totals(cli).sessions == 0)

        let skipped = try cli.run(["import", "liftosaur.csv", "--skip-invalid", "--locale", "en"])
        #expect(skipped.exitCode == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("line \(line)"), "\(skipped.stdout)")
        let rest = try totals(cli)
        #expect(rest.sessions == 2 && rest.sets == Self.sets - 1 && rest.reps == Self.reps - 5)
    }
}
