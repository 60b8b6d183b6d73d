import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday body`, and body weight and cardio sets carried by `export json` and its restore.
@Suite(.waitsOnChildren) struct BodyCommandTests {
    @Test func aDaysEntryIsRecordedChangedAndListedInBothUnits() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["body"]).stdout.contains("Nenhum peso corporal"))
        #expect(try cli.run(["body", "82,4", "--date", "2026-11-30"]).exitCode == 0)
        #expect(try cli.run(["body", "--waist", "88", "--date", "2026-11-30"]).exitCode == 0)
        #expect(try cli.run(["body", "181.5", "--unit", "lb", "--date", "2026-12-01"]).exitCode == 0)
        let listed = try cli.run(["body"])
        #expect(listed.stdout.contains("82,4 kg · cintura 88 cm"), "\(listed.stdout)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["body", "--format", "json"]).stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["date"] as? String } == ["2026-11-30", "2026-12-01"])
        #expect(entries[0]["weight_kg"] as? Double == 82.4 && entries[0]["waist_cm"] as? Double == 88)
        #expect(abs((entries[1]["weight_kg"] as? Double ?? 0) - 181.5 * 0.45359237) < 1e-9)
        let english = try cli.run(["body", "--unit", "lb"], environment: ["FITTODAY_LOCALE": "en"])
        #expect(english.stdout.contains("181.5 lb"), "\(english.stdout)")
        // Out of range, a day to come: refused, nothing changed.
        #expect(try cli.run(["body", "900"]).exitCode == 3)
        #expect(try cli.run(["body", "80", "--date", "2099-01-01"]).exitCode == 3)
        #expect(try cli.run(["body", "abc"]).exitCode == 2)
        let after = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["body", "--format", "json"]).stdout.utf8)) as? [[String: Any]])
        #expect(after.count == 2)
    }

    @Test func exportAndRestoreCarryBodyWeightAndCardio() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        // A FitNotes file with a run (time and distance), and a body-tracker file.
        try cli.write("Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n2026-11-20,Treadmill Run,Cardio,,,5.0,km,0:25:00\n2026-11-20,Flat Barbell Bench Press,Chest,80.0,5,,,", to: "workouts.csv")
        try cli.write("Date,Time,Measurement,Value,Unit\n2026-11-19,07:12:40,Bodyweight,82.4,kgs\n", to: "body.csv")
        #expect(try cli.run(["import", "workouts.csv"]).exitCode == 0)
        let body = try cli.run(["import", "body.csv"])
        #expect(body.exitCode == 0, "\(body.stderr)")
        #expect(try cli.run(["export", "json", "--output", "export.json"]).exitCode == 0)
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("export.json")))) as? [String: Any])
        #expect(exported["version"] as? Int == 4)
        let measurements = try #require(exported["body_measurements"] as? [[String: Any]])
        #expect(measurements.first?["weight_kg"] as? Double == 82.4)
        let sets = ((exported["sessions"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]]) ?? []
        #expect(sets.first?["duration_seconds"] as? Int == 1500 && sets.first?["distance_meters"] as? Double == 5000)
        #expect(sets.last?["duration_seconds"] == nil)
        #expect(try cli.run(["import", "json", "export.json", "--db", "restored.db"]).exitCode == 0)
        #expect(try cli.run(["export", "json", "--db", "restored.db", "--output", "again.json"]).exitCode == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("again.json"))) == Data(contentsOf: URL(fileURLWithPath: cli.path("export.json"))))
        // The session page shows the run's distance and time where a load would be, on the page and its twin.
        #expect(try cli.run(["build", "--offline", "--quiet"]).exitCode == 0)
        let folder = cli.path("public/history/sessions")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") || $0.hasSuffix(".html") }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        #expect(pages.filter { $0.contains("5 km · 25 min") }.count == 2, "\(pages)")
        // The body import is undone alone.
        let undo = try cli.run(["import", "undo", "2"])
        #expect(undo.exitCode == 0 && undo.stdout.contains("1 registros de peso corporal"), "\(undo.stdout)")
        #expect(try cli.run(["body"]).stdout.contains("Nenhum peso corporal"))
        #expect(try cli.run(["import", "undo", "99"]).exitCode == 4)
    }
}
