import FitTodayTestSupport
import Foundation
import Testing

/// `plan show` and `plan generate` say, per exercise, what was lifted last time and what to lift today.
@Suite(.waitsOnChildren) struct LoadPrescriptionCommandTests {
    private func planID(_ cli: FitTodayProcess) throws -> String {
        let plans = try #require(try cli.json(["plan", "list"])["plans"] as? [[String: Any]])
        return String(try #require(plans.first { $0["title"] as? String == "Treino A" }?["id"] as? Int))
    }

    private func benchTarget(_ cli: FitTodayProcess, date: String = "2026-11-23") throws -> [String: Any] {
        let plan = try cli.json(["plan", "show", try planID(cli), "--date", date])
        let exercises = try #require(plan["exercises"] as? [[String: Any]])
        return try #require(exercises.first)
    }

    private func log(_ cli: FitTodayProcess, _ date: String, _ reps: [Int], kg: String = "60") throws {
        var arguments = ["log", "--status", "completed", "--date", date, "--plan", try planID(cli)]
        for count in reps { arguments += ["--set", "Supino reto com barra:\(count)x\(kg)"] }
        let result = try cli.run(arguments)
        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    @Test func progressionStallAndDeloadFromTheCommandLine() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        // The curated library, so that "Supino reto com barra" is the library's barbell compound lift.
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
        try FileManager.default.createSymbolicLink(atPath: cli.path("content"), withDestinationPath: content.path)
        #expect(try cli.run(["plan", "generate", "--date", "2026-11-01"]).exitCode == 0)
        #expect(try cli.run(["plan", "new", "Treino A", "--activate"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", try planID(cli), "Supino reto com barra", "--sets", "4", "--reps", "8", "--rest", "120"]).exitCode == 0)
        let fresh = try benchTarget(cli)
        #expect(fresh["target_weight_kg"] is NSNull && fresh["last"] is NSNull)
        #expect((fresh["target_reason"] as? String)?.contains("2 repetições sobrando") == true)
        #expect((fresh["warmup"] as? [Any])?.isEmpty == true)

        try log(cli, "2026-11-16", [8, 8, 8, 8])
        try log(cli, "2026-11-19", [8, 8, 8, 8])
        let up = try benchTarget(cli)
        #expect(up["target_weight_kg"] as? Double == 62.5)
        #expect(up["target_reason"] as? String == "+2,5 kg: 4 × 8 completas em 19/11")
        let last = try #require(up["last"] as? [String: Any])
        #expect(last["date"] as? String == "2026-11-19")
        #expect((last["sets"] as? [[String: Any]])?.map { $0["weight_kg"] as? Double } == [60, 60, 60, 60])
        let warmup = try #require(up["warmup"] as? [[String: Any]])
        #expect(warmup.map { $0["weight_kg"] as? Double } == [20, 25, 37.5, 50])
        // As of an earlier day, only what came before it counts.
        #expect(try benchTarget(cli, date: "2026-11-19")["target_weight_kg"] as? Double == 62.5)
        #expect(try benchTarget(cli, date: "2026-11-17")["target_weight_kg"] as? Double == 62.5)
        #expect(try benchTarget(cli, date: "2026-11-16")["target_weight_kg"] is NSNull)

        try log(cli, "2026-11-21", [8, 8, 7, 6])
        #expect(try benchTarget(cli)["target_weight_kg"] as? Double == 60)
        try log(cli, "2026-11-22", [8, 8, 7, 6])
        let deload = try benchTarget(cli)
        #expect(deload["target_weight_kg"] as? Double == 55)
        #expect((deload["target_reason"] as? String)?.hasPrefix("−10%") == true)

        let text = try cli.run(["plan", "show", try planID(cli), "--date", "2026-11-23"])
        #expect(text.stdout.contains("Carga: 55 kg"))
        #expect(text.stdout.contains("Última vez (2026-11-22): 8×60, 8×60, 7×60, 6×60"))
        // The same data and date give the same bytes.
        #expect(try cli.run(["plan", "show", try planID(cli), "--date", "2026-11-23", "--format", "json"]).stdout
            == (try cli.run(["plan", "show", try planID(cli), "--date", "2026-11-23", "--format", "json"]).stdout))
    }
}
