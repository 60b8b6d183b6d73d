import FitTodayTestSupport
import Foundation
import Testing

/// Smolov Jr played through the binary, numbers worked out by hand: one lift chosen at start (`--lift`) from a
/// one-rep max (`--max`); 6×6 at 70%, 7×5 at 75%, 8×4 at 80% and 10×3 at 85%, week 2 +2.5 kg (5 lb), week 3 +5 kg
/// (10 lb) over week 1, rounded to the plates (a tie up); after week 3 the program is over and says so.
@Suite(.waitsOnChildren) struct SmolovJrScenarioTests {
    static let squat = "agachamento-livre-barra"

    @Test(arguments: ["kg", "lb"])
    func threeWeeksThenItEnds(_ unit: String) throws {
        let kg = unit == "kg"
        var lifter = try ProgramScenario(program: "smolov-jr", unit: unit,
                                         start: ["--lift", "Agachamento livre com barra", "--max", kg ? "140" : "315"])
        for _ in 0..<12 { try lifter.play() }
        // 140 kg: 98 → 97.5, 105, 112 → 112.5, 119 → 120; +2.5: 100.5 → 100, 107.5, 114.5 → 115, 121.5 → 122.5; +5: 103 → 102.5 ...
        // 315 lb: 220.5 → 220, 236.25 → 235, 252 → 250, 267.75 → 270; +5 lb and +10 lb over them.
        let tops: [Double] = kg ? [97.5, 105, 112.5, 120, 100, 107.5, 115, 122.5, 102.5, 110, 117.5, 125]
            : [220, 235, 250, 270, 225, 240, 255, 275, 230, 245, 260, 280]
        let counts = [6, 7, 8, 10], reps = [6, 5, 4, 3]
        var loads: [[Double]] = [], done: [[Int]] = []
        for day in 0..<12 {
            loads.append(Array(repeating: tops[day], count: counts[day % 4]))
            done.append(Array(repeating: reps[day % 4], count: counts[day % 4]))
        }
        #expect(lifter.loads(Self.squat) == loads)
        let logged: [[Int]] = lifter.days.flatMap { $0.exercises.map(\.reps) }
        #expect(logged == done)
        #expect(lifter.days.map(\.week) == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3])
        // Over: no next day, said by status; the day after is not a thirteenth Smolov day.
        let status = try lifter.cli.json(["program", "status"])
        #expect(status["finished"] as? Bool == true && status["days_done"] as? Int == 12)
        let text = try lifter.cli.run(["program", "status"]).stdout
        #expect(text.contains("Smolov Jr terminou: os 12 dias estão feitos"), "\(text)")
        let after = try lifter.cli.json(["plan", "generate", "--date", lifter.date.text])
        #expect(after["source"] as? String != "program" && after["program"] == nil)
        let said = try lifter.cli.run(["plan", "generate", "--date", lifter.date.text]).stdout
        #expect(said.contains("Você concluiu o programa Smolov Jr: o treino de hoje foi montado pelo FitToday"), "\(said)")
        // The program's page says how long it runs, that this run is over, and links no exercise for the chosen lift
        // of a program nobody follows.
        #expect(try lifter.cli.run(["build", "--offline"]).exitCode == 0)
        let page = try String(contentsOfFile: lifter.cli.path("public/programs/smolov-jr/index.html"), encoding: .utf8)
        #expect(page.contains("termina depois de 3 semanas (12 dias); não recomeça") && page.contains(">terminado<"), "\(page)")
        let markdown = try String(contentsOfFile: lifter.cli.path("public/programs/smolov-jr/index.md"), encoding: .utf8)
        #expect(markdown.contains("- Duração: termina depois de 3 semanas (12 dias); não recomeça (terminado)"))
    }

    @Test func withoutALiftItSaysWhatIsMissing() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let refused = try cli.run(["program", "start", "smolov-jr"])
        #expect(refused.exitCode != 0 && refused.stderr.contains("--lift"), "\(refused.stderr)")
    }
}
