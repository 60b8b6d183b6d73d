import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday plan swap` through the binary (issue 52): an exercise of the day done as another, chosen before the
/// session. On one's own plan the day changes and the plan does not; the load is found as for an alternative; a
/// session logged with `log --set` records the planned exercise; `--undo` takes it back; the sheet tells its log; and
/// on a program day the swapped lift keeps its numbers.
@Suite(.waitsOnChildren) struct PlanSwapCommandTests {
    static let bench = "supino-reto-com-barra", dumbbells = "supino-reto-com-halteres"
    static let squat = "agachamento-livre-barra", legPress = "leg-press-45"

    /// Bench press then rows, two sessions of bench press at 80 kg done: today's bench target is 82.5 kg.
    private func benchLifter() throws -> (FitTodayProcess, String) {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--level", "advanced"]).exitCode == 0)
        #expect(try cli.run(["checkin", "--soreness", "0", "--date", "2026-12-02"]).exitCode == 0)
        #expect(try cli.run(["plan", "new", "Treino A", "--activate"]).exitCode == 0)
        let plans = try #require(try cli.json(["plan", "list"])["plans"] as? [[String: Any]])
        let id = String(try #require(plans.first { $0["title"] as? String == "Treino A" }?["id"] as? Int))
        #expect(try cli.run(["plan", "add-exercise", id, "Supino reto com barra", "--sets", "3", "--reps", "5", "--rest", "120"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", id, "Remada curvada com barra", "--sets", "3", "--reps", "8", "--rest", "120"]).exitCode == 0)
        for date in ["2026-11-26", "2026-11-28"] {
            let logged = try cli.run(["log", "--date", date, "--plan", id] + Array(repeating: ["--set", "Supino reto com barra:5x80"], count: 3).flatMap { $0 })
            #expect(logged.exitCode == 0, "\(logged.stderr)")
        }
        return (cli, id)
    }

    @Test func onOnesOwnPlanTheDayChangesNotThePlan() throws {
        let (cli, planID) = try benchLifter()
        let swapped = try cli.run(["plan", "swap", "1", "Supino reto com halteres", "--date", "2026-12-02"])
        #expect(swapped.exitCode == 0, "\(swapped.stderr)")
        #expect(swapped.stdout.contains("Exercício 1 de 2026-12-02: Supino reto com halteres no lugar de Supino reto com barra."), "\(swapped.stdout)")
        // 0.4 × 82.5 kg = 33 kg a dumbbell, to the 2 kg dumbbell step.
        #expect(swapped.stdout.contains("3 × 5 × 34 kg: no lugar de Supino reto com barra — estimativa: 0,4 × Supino reto com barra de hoje (82,5 kg), por halter\n"),
                "\(swapped.stdout)")
        #expect(swapped.stdout.contains("fittoday plan swap 1 --undo --date 2026-12-02"))

        let day = try cli.json(["plan", "generate", "--date", "2026-12-02"])
        let exercises = try #require(day["exercises"] as? [[String: Any]])
        #expect(exercises.map { $0["exercise_id"] as? String } == [Self.dumbbells, "remada-curvada-com-barra"])
        #expect(exercises[0]["swapped_from"] as? String == Self.bench && exercises[0]["target_weight_kg"] as? Double == 34)
        #expect(exercises[0]["sets"] as? Int == 3 && exercises[0]["reps"] as? Int == 5)
        #expect(exercises[1]["swapped_from"] == nil, "only the swapped place says so")
        let plan = try cli.json(["plan", "show", planID])
        #expect((plan["exercises"] as? [[String: Any]])?.first?["exercise_id"] as? String == Self.bench, "the plan itself is as it was")
        #expect(try cli.run(["checkin", "--soreness", "0", "--date", "2026-12-03"]).exitCode == 0)
        let nextDay = try cli.json(["plan", "generate", "--date", "2026-12-03"])
        #expect((nextDay["exercises"] as? [[String: Any]])?.first?["exercise_id"] as? String == Self.bench, "another day is as planned")

        // Any exercise of the library, by id, offered or not; JSON says what was chosen and its load.
        let byID = try cli.json(["plan", "swap", "1", "supino-inclinado-com-halteres", "--date", "2026-12-02"])
        #expect(byID["exercise_id"] as? String == "supino-inclinado-com-halteres" && byID["swapped_from"] as? String == Self.bench, "\(byID)")
        #expect(byID["position"] as? Int == 1 && byID["sets"] as? Int == 3)
        #expect(!(byID["reason"] as? String ?? "").isEmpty)
        #expect(try cli.run(["plan", "swap", "1", Self.dumbbells, "--date", "2026-12-02"]).exitCode == 0)

        // The session logged with --set records the planned exercise; the sheet's log does the same.
        let logged = try cli.run(["log", "--date", "2026-12-02", "--plan", planID, "--set", "Supino reto com halteres:5x34", "--set", "Supino reto com halteres:5x34",
                                  "--set", "Remada curvada com barra:8x60"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        let sessions = try #require(try cli.json(["history"])["sessions"] as? [[String: Any]])
        let newest = try #require(sessions.compactMap { $0["id"] as? Int }.max())
        let sets = try #require(try cli.json(["session", "show", String(newest)])["sets"] as? [[String: Any]])
        #expect(sets.filter { $0["exercise_id"] as? String == Self.dumbbells }.allSatisfy { $0["swapped_from"] as? String == Self.bench })
        #expect(sets.filter { $0["exercise_id"] as? String == Self.dumbbells }.count == 2)
        #expect(sets.first { $0["exercise_id"] as? String == "remada-curvada-com-barra" }?["swapped_from"] == nil)
        let text = try cli.run(["session", "show", String(newest)])
        #expect(text.stdout.contains("  Supino reto com halteres (no lugar de Supino reto com barra): 5×34 kg, 5×34 kg"), "\(text.stdout)")
        #expect(text.stdout.contains("  Remada curvada com barra: 8×60 kg"), "\(text.stdout)")

        let built = try cli.run(["build", "--offline", "--date", "2026-12-02"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.contains("data-exercise=\"\(Self.dumbbells)\" data-swapped-from=\"\(Self.bench)\""), "the sheet's log names the planned one")

        let undone = try cli.run(["plan", "swap", "1", "--undo", "--date", "2026-12-02"])
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        #expect(undone.stdout.contains("Exercício 1 de 2026-12-02: Supino reto com barra de novo, como planejado."), "\(undone.stdout)")
        let back = try cli.json(["plan", "generate", "--date", "2026-12-02"])
        #expect((back["exercises"] as? [[String: Any]])?.first?["exercise_id"] as? String == Self.bench)
    }

    @Test func mistakesGetASentenceThatSaysWhatToDo() throws {
        let (cli, _) = try benchLifter()
        let position = try cli.run(["plan", "swap", "5", "Leg press 45°", "--date", "2026-12-02"])
        #expect(position.exitCode != 0)
        #expect(position.stderr.contains("O treino de 2026-12-02 tem 2 exercícios: escolha uma posição de 1 a 2"), "\(position.stderr)")
        let unknown = try cli.run(["plan", "swap", "1", "Supino reto com halter", "--date", "2026-12-02", "--locale", "en"])
        #expect(unknown.exitCode != 0)
        #expect(unknown.stderr.contains("There is no \"Supino reto com halter\" in the library") && unknown.stderr.contains("Did you mean"), "\(unknown.stderr)")
        let inDay = try cli.run(["plan", "swap", "1", "Remada curvada com barra", "--date", "2026-12-02"])
        #expect(inDay.stderr.contains("Remada curvada com barra já está no treino do dia (exercício 2)"), "\(inDay.stderr)")
        let nothing = try cli.run(["plan", "swap", "2", "--undo", "--date", "2026-12-02"])
        #expect(nothing.stderr.contains("Nada foi trocado no exercício 2 de 2026-12-02."), "\(nothing.stderr)")
        let missing = try cli.run(["plan", "swap", "1", "--date", "2026-12-02"])
        #expect(missing.exitCode != 0 && missing.stderr.contains("EXERCISE"), "\(missing.stderr)")
        #expect(try cli.run(["checkin", "--focus", "rest", "--date", "2026-12-01"]).exitCode == 0)
        let rest = try cli.run(["plan", "swap", "1", "Leg press 45°", "--date", "2026-12-01"])
        #expect(rest.stderr.contains("2026-12-01 não tem treino para trocar"), "\(rest.stderr)")
        #expect(!(position.stderr + unknown.stderr + rest.stderr).contains("Error"), "no technical detail without --verbose")
    }

    /// A GZCLP squat day done on the leg press, swapped from the terminal: the program's day moves on, the squat's
    /// numbers stay where they were and say why, in both languages.
    @Test(arguments: ["pt-BR", "en"])
    func onAProgramDayTheSwappedLiftKeepsItsNumbers(_ locale: String) throws {
        let cli = try FitTodayProcess()
        let day = CommandClock.day(-2)
        try #require(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", locale]).exitCode == 0)
        let started = try cli.run(["program", "start", "gzclp", "--start", "\(Self.squat)=100", "--start", "Supino reto com barra=40", "--date", day])
        try #require(started.exitCode == 0, "\(started.stderr)")
        let swapped = try cli.run(["plan", "swap", "1", Self.legPress, "--date", day])
        #expect(swapped.exitCode == 0, "\(swapped.stderr)")
        #expect(swapped.stdout.contains(locale == "en" ? "carries on from where it was" : "continua de onde estava"), "\(swapped.stdout)")
        let plan = try cli.json(["plan", "generate", "--date", day])
        let first = try #require((plan["exercises"] as? [[String: Any]])?.first)
        #expect(first["exercise_id"] as? String == Self.legPress && first["swapped_from"] as? String == Self.squat, "\(first)")
        #expect((first["target_reason"] as? String)?.hasPrefix(locale == "en" ? "in place of " : "no lugar de ") == true, "\(first)")
        // Heavy and every rep: judged as the squat's, it would add 5 kg. Logged without --plan, it counts as the day.
        let logged = try cli.run(["log", "--date", day] + Array(repeating: ["--set", "\(Self.legPress):10x160"], count: 5).flatMap { $0 })
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        let status = try cli.json(["program", "status"])
        #expect(status["days_done"] as? Int == 1 && status["day"] as? Int == 2, "the program's day advances as usual: \(status)")
        let t1 = try #require((status["lifts"] as? [[String: Any]])?.first { $0["exercise_id"] as? String == Self.squat }, "\(status)")
        #expect(t1["weight_kg"] as? Double == 100 && t1["stage"] as? String == "5x3+", "no increase, no failure: \(t1)")
        #expect((t1["reason"] as? String)?.contains(locale == "en" ? "carries on from where it was" : "continua de onde estava") == true, "\(t1)")
    }
}
