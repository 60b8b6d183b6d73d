import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday import FILE` and `fittoday import fitnotes FILE` with FitNotes' (Android) exports, written here in
/// the app's format (issue 51: headers exact, rows made up in the app's shape, CRLF, no final newline).
@Suite(.waitsOnChildren) struct FitNotesImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/FitTodayImportTests/Fixtures")

    /// Two days: a comment with a comma and quotes, a failed set, a blank line, bodyweight, a name with a comma, a
    /// bare `"` in a name, a row in lbs; cardio in km, mi and ft, a timed plank with a leftover `kg`.
    static let workouts = [
        "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
        "2024-03-11,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,,\"\"",
        "2024-03-11,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,,\"Felt heavy, \"\"grinder\"\"\"",
        "2024-03-11,Flat Barbell Bench Press,Chest,82.5,kgs,0,,,,\"Failed\"",
        "",
        "2024-03-11,Pull Up,Back,0.0,kgs,8,,,,\"\"",
        "2024-03-11,Curl, Hammer,Biceps,14.0,kgs,12,,,,\"\"",
        "2024-03-11,12\" Box Jump,Plyometrics,0.0,kgs,10,,,,\"\"",
        "2024-03-11,Barbell Squat,Legs,225.0,lbs,5,,,,\"\"",
        "2024-03-13,Running (Treadmill),Cardio,,,,5.0,km,0:25:30,\"\"",
        "2024-03-13,Walk, Outdoor,Cardio,,,,1.5,mi,0:30:00,\"\"",
        "2024-03-13,Sled Push,Cardio,0.0,kgs,0,60.0,ft,0:00:45,\"\"",
        "2024-03-13,Plank,Abs,,,,0.0,kg,0:01:30,\"\"",
    ]
    static let workoutSets = 11
    /// Bench 5, 5 and 0, pull-ups 8, curls 12, box jumps 10, squats 5; cardio 0.
    static let workoutReps = 45
    /// Bench 80 kg × 5 twice, curls 14 kg × 12, squats 225 lb × 5.
    static let workoutVolumeKg: Double = 400 + 400 + 168 + 225 * 0.45359237 * 5

    static let body = [
        "Date,Time,Measurement,Value,Unit",
        "2019-02-03,07:12:40,Bodyweight,82.4,kgs",
        "2019-02-03,21:40:12,Bodyweight,83.1,kgs",
        "2019-02-03,07:13:05,Body Fat,18.5,%",
        "2019-02-04,07:10:00,Bodyweight,180.0,lbs",
        "2019-02-04,07:11:00,Chest,101.0,cm",
        "2019-02-05,07:00:00,Waist,34.0,in",
    ]

    /// A working folder with a profile and the repository's curated library.
    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    /// `lines` written as FitNotes does: CRLF between lines, none after the last.
    private func write(_ lines: [String], to name: String, in cli: FitTodayProcess) throws {
        try cli.write(lines.joined(separator: "\r\n"), to: name)
    }

    /// Sessions, sets, the sum of reps and of weight × reps (kg), and the sessions' days, from the database.
    private func stored(_ cli: FitTodayProcess) throws -> (sessions: Int, sets: Int, reps: Int, volumeKg: Double, days: [String], timed: Int) {
        let database = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        return try database.read { db in
            let sets = try Row.fetchOne(db, sql: "SELECT count(*), coalesce(sum(reps), 0), coalesce(sum(coalesce(weight_kg, 0) * reps), 0) FROM logged_set")!
            let days = try String.fetchAll(db, sql: "SELECT substr(completed_at, 1, 10) FROM workout_session ORDER BY completed_at")
            let timed = try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session WHERE started_at IS NOT NULL") ?? -1
            return (days.count, sets[0], sets[1], sets[2], days, timed)
        }
    }

    /// The cardio and timed sets' total seconds and metres, and the body measurements, from the database.
    private func storedCardioAndBody(_ cli: FitTodayProcess) throws -> (seconds: Int, metres: Double, body: [Row]) {
        let database = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        return try database.read { db in
            let cardio = try Row.fetchOne(db, sql: "SELECT coalesce(sum(duration_seconds), 0), coalesce(sum(distance_meters), 0) FROM logged_set")!
            let body = try Row.fetchAll(db, sql: "SELECT date, weight_kg, waist_cm, body_fat_percent FROM body_measurement ORDER BY date")
            return (cardio[0], cardio[1], body)
        }
    }

    @Test func importFileTellsFitNotesAndWritesWhatTheFileHolds() throws {
        let cli = try prepared()
        try write(Self.workouts, to: "FitNotes_Export_2024_03_14_08_30_00.csv", in: cli)
        let first = try cli.run(["import", "FitNotes_Export_2024_03_14_08_30_00.csv", "--locale", "en"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Read as a FitNotes export."))
        #expect(first.stdout.contains("2 sessions and 11 sets imported"), "\(first.stdout)")
        var totals = try stored(cli)
        #expect(totals.sessions == 2)
        #expect(totals.sets == Self.workoutSets)
        #expect(totals.reps == Self.workoutReps)
        #expect(abs(totals.volumeKg - Self.workoutVolumeKg) < 0.01, "\(totals.volumeKg) kg against \(Self.workoutVolumeKg) kg")
        // A session is a date, without a start time.
        #expect(totals.days == ["2024-03-11", "2024-03-13"])
        #expect(totals.timed == 0)

        // 5 km in 25:30, 1.5 mi in 30:00, 60 ft in 0:45, a plank of 1:30.
        let cardio = try storedCardioAndBody(cli)
        #expect(cardio.seconds == 1530 + 1800 + 45 + 90)
        #expect(abs(cardio.metres - (5000 + 1.5 * 1609.344 + 60 * 0.3048)) < 0.01)

        let again = try cli.run(["import", "FitNotes_Export_2024_03_14_08_30_00.csv"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Lido como exportação do FitNotes."))
        totals = try stored(cli)
        #expect(totals.sessions == 2)
        #expect(totals.sets == Self.workoutSets)
    }

    @Test func aDryRunWritesNothingAndUndoTakesTheImportAway() throws {
        let cli = try prepared()
        try write(Self.workouts, to: "FitNotes_Export_2024_03_14_08_30_00.csv", in: cli)
        try write(Self.body, to: "FitNotes_BodyTracker_Export.csv", in: cli)
        let dry = try cli.run(["import", "FitNotes_Export_2024_03_14_08_30_00.csv", "--dry-run", "--locale", "en"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Dry run: nothing was written."), "\(dry.stdout)")
        #expect(dry.stdout.contains("2 sessions and 11 sets"), "\(dry.stdout)")
        let bodyDry = try cli.run(["import", "fitnotes", "FitNotes_BodyTracker_Export.csv", "--dry-run", "--locale", "en"])
        #expect(bodyDry.exitCode == 0, "\(bodyDry.stderr)")
        #expect(try stored(cli).sessions == 0)
        #expect(try storedCardioAndBody(cli).body.isEmpty)

        let imported = try cli.run(["import", "FitNotes_Export_2024_03_14_08_30_00.csv", "--locale", "en"])
        #expect(imported.stdout.contains("fittoday import undo 1"), "\(imported.stdout)")
        #expect(try stored(cli).sets == Self.workoutSets)
        let undone = try cli.run(["import", "undo", "1", "--locale", "en"])
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        #expect(try stored(cli).sessions == 0)
        #expect(try stored(cli).sets == 0)
    }

    @Test func importFitnotesForcesTheFormatAndRefusesTheLookAlike() throws {
        let cli = try prepared()
        try write(Self.workouts, to: "treinos.csv", in: cli)
        let forced = try cli.run(["import", "fitnotes", "treinos.csv", "--locale", "en"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(try stored(cli).sets == Self.workoutSets)

        // The 16-column file some call "Fit Notes" is another app's: issue 51 gives its first four columns.
        try write([
            "Name,StartTime,EndTime,BodyWeight,Exercise,SetOrder,Weight,Reps,Distance,Seconds,RPE,Notes,Category,Equipment,Rest,Superset",
            "Push Day,2024-03-15 18:00:00,2024-03-15 19:05:00,82.0,Bench Press,1,80,5,,,8,,Chest,Barbell,120,",
        ], to: "fit-notes.csv", in: cli)
        let refused = try cli.run(["import", "fitnotes", "fit-notes.csv", "--locale", "en"])
        #expect(refused.exitCode == 3)
        #expect(refused.stderr.contains("not a FitNotes export"), "\(refused.stderr)")
        #expect(!refused.stderr.trimmingCharacters(in: .whitespacesAndNewlines).contains("\n"), "one sentence expected: \(refused.stderr)")
        let unknown = try cli.run(["import", "fit-notes.csv", "--locale", "en"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("does not recognize that file"), "\(unknown.stderr)")
        #expect(try stored(cli).sets == Self.workoutSets)
    }

    @Test func aBadRowStopsTheImportWithItsLineUnlessSkipped() throws {
        let cli = try prepared()
        // Line 3: a distance in kilograms.
        try write([
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time",
            "2024-03-11,Flat Barbell Bench Press,Chest,80.0,5,,,",
            "2024-03-11,Farmer's Walk,Full Body,,,40.0,kg,0:01:00",
            "2024-03-12,Barbell Squat,Legs,100.0,5,,,",
        ], to: "FitNotes_Export_2024_03_13_07_00_00.csv", in: cli)
        let stopped = try cli.run(["import", "FitNotes_Export_2024_03_13_07_00_00.csv", "--locale", "en"])
        #expect(stopped.exitCode == 3)
        #expect(stopped.stderr.contains("FitNotes_Export_2024_03_13_07_00_00.csv has a problem on line 3"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("\"kg\""))
        #expect(try stored(cli).sessions == 0)

        let skipped = try cli.run(["import", "FitNotes_Export_2024_03_13_07_00_00.csv", "--skip-invalid", "--locale", "en"])
        #expect(skipped.exitCode == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("line 3"), "\(skipped.stdout)")
        let totals = try stored(cli)
        #expect(totals.sets == 2)
        #expect(totals.reps == 10)
        #expect(abs(totals.volumeKg - 900) < 0.01)
    }

    @Test func theBodyTrackerExportIsReadAndWhatIsLeftOutIsToldOnlyUnderVerbose() throws {
        let cli = try prepared()
        try write(Self.body, to: "FitNotes_BodyTracker_Export.csv", in: cli)
        let plain = try cli.run(["import", "FitNotes_BodyTracker_Export.csv", "--locale", "en"])
        #expect(plain.exitCode == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("Read as a FitNotes export."))
        #expect(!(plain.stdout + plain.stderr).contains("Chest"))
        #expect(plain.stdout.contains("Body-weight entries imported: 3."), "\(plain.stdout)")
        #expect(try stored(cli).sessions == 0)
        // One entry a date, the day's last body weight; pounds and inches converted.
        let body = try storedCardioAndBody(cli).body
        #expect(body.map { $0[0] as String } == ["2019-02-03", "2019-02-04", "2019-02-05"])
        #expect(body.map { $0[1] as Double? } == [83.1, 180 * 0.45359237, nil])
        #expect(body.map { $0[2] as Double? } == [nil, nil, 34 * 2.54])
        #expect(body.map { $0[3] as Double? } == [18.5, nil, nil])

        let verbose = try cli.run(["import", "fitnotes", "FitNotes_BodyTracker_Export.csv", "--verbose", "--locale", "en"])
        #expect(verbose.exitCode == 0, "\(verbose.stderr)")
        #expect((verbose.stdout + verbose.stderr).contains("measurements FitToday does not keep left out, 1 rows: Chest (1)"), "\(verbose.stderr)")
        #expect(verbose.stdout.contains("Body-weight entries whose day already had one (kept as they were): 3."), "\(verbose.stdout)")
    }

    @Test func strongAndHevyFilesAreNotTakenForFitNotes() throws {
        let cli = try prepared()
        for name in ["strong-comma.csv", "hevy.csv"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: cli.directory.appendingPathComponent(name))
        }
        let strong = try cli.run(["import", "strong-comma.csv", "--locale", "en"])
        #expect(strong.exitCode == 0, "\(strong.stderr)")
        #expect(strong.stdout.contains("Read as a Strong export."))
        let hevy = try cli.run(["import", "fitnotes", "hevy.csv", "--locale", "en"])
        #expect(hevy.exitCode == 3)
        #expect(hevy.stderr.contains("Hevy") && hevy.stderr.contains("fittoday import hevy"), "\(hevy.stderr)")
    }

    @Test func importFitnotesHasHelpWithExamples() throws {
        let cli = try FitTodayProcess()
        let help = try cli.run(["import", "fitnotes", "--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("Exemplos:"))
        #expect(help.stdout.contains("fittoday import fitnotes FitNotes_BodyTracker_Export.csv"))
        #expect(help.stdout.contains("--skip-invalid"))
        #expect(try cli.run(["import", "--help"]).stdout.contains("fitnotes"))
    }
}
