import FitTodayTestSupport
import Testing

/// `program start` without a number it needs takes it from the history, and says so with its reason.
@Suite(.waitsOnChildren) struct ProgramStartFromHistoryTests {
    @Test func aMissingTrainingMaxOrMaxComesFromTheLastSession() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        // 5 × 120 kg: Epley 120 × (1 + 5/30) = 140 kg.
        #expect(try cli.run(["log", "--date", "2026-03-02", "--set", "Agachamento livre com barra:5x120"]).exitCode == 0)
        let smolov = try cli.run(["program", "start", "smolov-jr", "--date", "2026-03-09", "--lift", "Agachamento livre com barra"])
        #expect(smolov.exitCode == 0, "\(smolov.stderr)")
        #expect((smolov.stdout + smolov.stderr).contains("máximo de 140 kg, estimado pela sua última sessão"), "\(smolov.stdout)")
        let plan = try cli.json(["plan", "generate", "--date", "2026-03-09"])
        let loads = ((plan["exercises"] as? [[String: Any]])?.first?["prescribed_sets"] as? [[String: Any]] ?? [])
            .filter { $0["kind"] as? String == "working" }.compactMap { $0["weight_kg"] as? Double }
        #expect(loads == Array(repeating: 97.5, count: 6), "70% of 140 = 98 → 97.5")

        // 5/3/1 FSL with three TMs given: the squat's is 90% of the estimated 140 kg, with that reason.
        let fsl = try cli.run(["program", "start", "531-fsl", "--date", "2026-03-20", "--tm", "Supino reto com barra=80",
                               "--tm", "Levantamento terra=120", "--tm", "Desenvolvimento militar com barra=50"])
        #expect(fsl.exitCode == 0, "\(fsl.stderr)")
        #expect(fsl.stdout.contains("TM 126 kg — TM de 90% de 140 kg, o máximo estimado pela sua última sessão antes do programa"), "\(fsl.stdout)")
        // Without a number and without history, still a refusal naming the option.
        let none = try FitTodayProcess()
        try none.initialize()
        let refused = try none.run(["program", "start", "smolov-jr", "--lift", "Supino reto com barra"])
        #expect(refused.exitCode != 0 && refused.stderr.contains("--max"), "\(refused.stderr)")
    }
}
