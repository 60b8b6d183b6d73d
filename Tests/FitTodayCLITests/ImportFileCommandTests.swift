import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday import FILE` with FitToday's own files: a log from today's page and a whole export.
@Suite(.waitsOnChildren) struct ImportFileCommandTests {
    @Test func aLogAndAnExportGoToTheirOwnImports() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let log = """
            {"format": "fittoday-workout-log", "version": 1, "date": "2026-11-20", "plan_id": null, "plan_title": "Treino A",
             "sets": [{"position": 1, "exercise_id": "supino-reto-com-barra", "kind": "working", "set": 1, "reps": 5, "weight_kg": 60}]}
            """
        try cli.write(log, to: "fittoday-log-2026-11-20.json")
        let imported = try cli.run(["import", "fittoday-log-2026-11-20.json"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(try cli.json(["history"])["total"] as? Int == 1)
        #expect(try cli.run(["export", "json", "--output", "export.json"]).exitCode == 0)
        let restored = try cli.run(["import", "export.json", "--db", "restored.db"])
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(try cli.json(["history", "--db", "restored.db"])["total"] as? Int == 1)
        // Any other JSON is no FitToday file and no app's export: refused with the usage code, nothing written.
        try cli.write("{\"format\": \"something-else\"}", to: "other.json")
        let refused = try cli.run(["import", "other.json"])
        #expect(refused.exitCode == 2 && refused.stderr.contains("não reconhece"), "\(refused.stderr)")
        #expect(try cli.json(["history"])["total"] as? Int == 1)
    }
}
