import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday import heavyset FILE` and `fittoday import FILE` on Heavyset's CSV export, through the binary.
@Suite(.waitsOnChildren) struct HeavysetImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Kilograms and pounds side by side; "Push Day" with a stray set hours before the rest of the day's, and "Pull
    /// Day" the same evening; a blank line; CRLF line ends and no final one.
    static let export = [
        "Date,Workout Name,Exercise Name,Reps,Weight (kg),Weight (lb),Notes,Duration",
        "2024-12-14 07:02:10,Push Day,Bench Press,10,50.0,110.231131,,0",
        "2024-12-14 18:12:33,Push Day,Bench Press,8,60.0,132.277357,,0",
        "2024-12-14 18:15:22,Push Day,Bench Press,6,62.5,137.788914,,0",
        "2024-12-14 19:30:00,Pull Day,Deadlift,5,150.0,330.693393,\"New PR, easy\",0",
        "2024-12-14 19:35:00,Pull Day,Pull Up,8,0,0,,0",
        // A blank line between rows is no row.
        "",
        "2024-12-15 09:00:00,Legs,Plank,0,,,,60",
    ].joined(separator: "\r\n")

    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        try cli.write(Self.export, to: "heavyset.csv")
        return cli
    }

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

    @Test func theExportIsRecognizedAndImportedOnce() throws {
        let cli = try prepared()
        // A dry run says what the import would do and writes nothing.
        let dry = try cli.run(["import", "heavyset.csv", "--dry-run", "--locale", "en"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Dry run: nothing was written."), "\(dry.stdout)")
        let none = try totals(cli)
        #expect(none.sessions == 0 && none.sets == 0)
        let result = try cli.run(["import", "heavyset.csv", "--locale", "en"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Read as a Heavyset export."), "\(result.stdout)")
        #expect(result.stdout.contains("3 sessions and 6 sets imported"), "\(result.stdout)")
        let totals = try totals(cli)
        #expect(totals.sessions == 3 && totals.sets == 6)
        #expect(totals.reps == 10 + 8 + 6 + 5 + 8 + 0)
        #expect(abs(totals.volume - (10 * 50 + 8 * 60 + 6 * 62.5 + 5 * 150)) < 0.01)
        #expect(totals.days == ["2024-12-14", "2024-12-14", "2024-12-15"])
        let history = try cli.json(["history"])
        let titles = (history["sessions"] as? [[String: Any]])?.compactMap { $0["plan_title"] as? String }
        #expect(titles == ["Legs", "Pull Day", "Push Day"])

        let again = try cli.run(["import", "heavyset", "heavyset.csv", "--locale", "en"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Nothing new: the 3 sessions in that file were already in the history."), "\(again.stdout)")
        let unchanged = try self.totals(cli)
        #expect(unchanged.sessions == 3 && unchanged.sets == 6)
    }

    @Test func theOtherAppsCommandsRefuseIt() throws {
        let cli = try prepared()
        let strong = try cli.run(["import", "strong", "heavyset.csv", "--locale", "en"])
        #expect(strong.exitCode == 3)
        #expect(strong.stderr.contains("Heavyset") && strong.stderr.contains("fittoday import heavyset"), "\(strong.stderr)")
        try cli.write("Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps,Distance (km),Seconds,Notes,Workout Notes\n2016-06-01 18:00:00,A,Squat (Barbell),1,60,10,,,,\n", to: "strong.csv")
        let heavyset = try cli.run(["import", "heavyset", "strong.csv", "--locale", "en"])
        #expect(heavyset.exitCode == 3)
        #expect(heavyset.stderr.contains("Strong") && heavyset.stderr.contains("fittoday import strong"), "\(heavyset.stderr)")
        #expect(try totals(cli).sessions == 0)
    }
}
