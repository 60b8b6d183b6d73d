import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday import log`: the page's download becomes one session; a bad file is one friendly sentence, exit 3,
/// and nothing written.
@Suite(.waitsOnChildren) struct ImportLogCommandTests {
    static func log(date: String = "2026-11-20", exercise: String = "supino-reto-com-barra", reps: Int = 8, kg: String = "62.5",
                    version: Int = 1) -> String {
        """
        {"format": "fittoday-workout-log", "version": \(version), "date": "\(date)", "plan_id": null, "plan_title": "Treino A",
         "sets": [{"position": 1, "exercise_id": "\(exercise)", "kind": "working", "set": 1, "reps": \(reps), "weight_kg": \(kg)},
                  {"position": 1, "exercise_id": "\(exercise)", "kind": "working", "set": 2, "reps": 7, "weight_kg": \(kg)}]}
        """
    }

    @Test func aLogImportsAsOneSessionAndAgainAddsNothing() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try cli.write(Self.log(), to: "fittoday-log-2026-11-20.json")
        let first = try cli.run(["import", "log", "fittoday-log-2026-11-20.json"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Treino de 2026-11-20 importado: 2 séries. Bom trabalho!"), "\(first.stdout)")
        let history = try cli.json(["history"])
        #expect(history["total"] as? Int == 1)
        let session = try #require((history["sessions"] as? [[String: Any]])?.first)
        #expect(session["date"] as? String == "2026-11-20")
        #expect(session["set_count"] as? Int == 2)
        #expect(session["status"] as? String == "completed")

        let second = try cli.run(["import", "log", "fittoday-log-2026-11-20.json", "--locale", "en"])
        #expect(second.exitCode == 0)
        #expect(second.stdout.contains("Nothing new"), "\(second.stdout)")
        #expect(try cli.json(["history"])["total"] as? Int == 1)
    }

    /// One set reads "1 série" (it read "1 séries"), and the day as the terminal writes dates.
    @Test func oneSetIsSingularAndTheDayReadsAsDatesDo() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try cli.write("""
        {"format": "fittoday-workout-log", "version": 1, "date": "2026-11-20", "plan_id": null, "plan_title": "Treino A",
         "sets": [{"position": 1, "exercise_id": "supino-reto-com-barra", "kind": "working", "set": 1, "reps": 8, "weight_kg": 62.5}]}
        """, to: "um.json")
        let imported = try cli.run(["import", "log", "um.json", "--locale", "en"])
        #expect(imported.stdout.contains("Session of 11/20/2026 imported: 1 set. Nice work!"), "\(imported.stdout)\(imported.stderr)")
        // The same day with the second set: the session is completed with the one it was missing.
        try cli.write(Self.log(), to: "dois.json")
        let completed = try cli.run(["import", "log", "dois.json"])
        #expect(completed.stdout.contains("O treino de 2026-11-20 já estava no histórico e foi completado: 1 série a mais."), "\(completed.stdout)\(completed.stderr)")
    }

    @Test(arguments: [
        (log(reps: 51), "série 1: reps = 51 (o máximo é 50)"),
        (log(kg: "600"), "série 1: weight_kg = 600 (o máximo é 500)"),
        (log(kg: "\"muito\""), "série 1: weight_kg = \"muito\" (era esperado um número)"),
        (log(date: "2099-01-01"), "date = \"2099-01-01\" é uma data que ainda não chegou"),
        (log(date: "20/11/2026"), "date = \"20/11/2026\" não é um valor aceito aqui"),
        (log(version: 0), "version = 0 (o mínimo é 1)"),
        (log(exercise: "nao-existe"), "\"nao-existe\""),
        (log(version: 9), "versão mais nova do FitToday"),
        ("{\"sets\": []}", "não é um registro de treino"),
    ])
    func aBadLogIsRefusedAndNothingIsWritten(_ text: String, _ mention: String) throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try cli.write(text, to: "log.json")
        let result = try cli.run(["import", "log", "log.json"])
        #expect(result.exitCode == 3, "\(result.stderr)")
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one sentence: \(result.stderr)")
        #expect(try cli.json(["history"])["total"] as? Int == 0)
    }

    @Test func aMissingFileSaysSo() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let result = try cli.run(["import", "log", "nowhere.json", "--locale", "en"])
        #expect(result.exitCode == 3)
        #expect(result.stderr.contains("could not be opened"), "\(result.stderr)")
    }
}
