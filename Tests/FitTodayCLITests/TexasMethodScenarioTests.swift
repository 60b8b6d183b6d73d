import FitTodayTestSupport
import Foundation
import Testing

/// The Texas Method played through the binary for 6 weeks and a missed Friday, numbers worked out by hand: Friday
/// 1×5 at last Friday's weight +2.5 kg (5 lb) squat, +1.25 kg (2.5 lb) bench, the first Friday the `--start`
/// weight; Monday 5×5 at 90% of the week's Friday, Wednesday 2×5 at 80% of Monday's rounded load; a missed Friday
/// keeps the weight. Loads go to the plates, a tie up.
@Suite(.waitsOnChildren) struct TexasMethodScenarioTests {
    static let squat = "agachamento-livre-barra", bench = "supino-reto-com-barra"
    static let deadlift = "levantamento-terra", press = "desenvolvimento-militar-com-barra"

    @Test(arguments: ["kg", "lb"])
    func sixWeeksThenAMissedFriday(_ unit: String) throws {
        let kg = unit == "kg"
        let start = kg ? ["Agachamento livre com barra=140", "Supino reto com barra=100", "Levantamento terra=160", "Desenvolvimento militar com barra=60"]
            : ["Agachamento livre com barra=315", "Supino reto com barra=225", "Levantamento terra=365", "Desenvolvimento militar com barra=135"]
        var lifter = try ProgramScenario(program: "texas-method", unit: unit, start: start.flatMap { ["--start", $0] })
        for _ in 0..<18 { try lifter.play() }
        #expect(lifter.days.prefix(3).map(\.name) == ["Volume", "Recuperação", "Intensidade"])
        let squat = lifter.loads(Self.squat), bench = lifter.loads(Self.bench)
        // Each week: Monday (5 sets), Wednesday (2), Friday (1).
        let friday = stride(from: 2, to: 18, by: 3).map { squat[$0] }, monday = stride(from: 0, to: 18, by: 3).map { squat[$0] }
        let wednesday = stride(from: 1, to: 18, by: 3).map { squat[$0] }
        if kg {
            // Friday 140 + 2.5 a week; Monday 90%: 126 → 125, 128.25 → 127.5, 130.5 → 130, ...; Wednesday 80% of Monday: 100, 102 → 102.5 ...
            #expect(friday == [140, 142.5, 145, 147.5, 150, 152.5].map { [$0] })
            #expect(monday == [125, 127.5, 130, 132.5, 135, 137.5].map { Array(repeating: $0, count: 5) })
            #expect(wednesday == [100, 102.5, 105, 105, 107.5, 110].map { [$0, $0] })
            // Bench: Friday +1.25 kept exact (100, 101.25 → 102.5, ...); Monday 90% of Friday's load on the bar.
            #expect(bench.enumerated().filter { $0.offset % 2 == 1 }.map(\.element) == [100, 102.5, 102.5, 105, 105, 107.5].map { [$0] })
            #expect(bench.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == [90, 92.5, 92.5, 95, 95, 97.5].map { Array(repeating: $0, count: 5) })
            #expect(lifter.tops(Self.deadlift) == [160, 162.5, 165, 167.5, 170, 172.5])
            #expect(lifter.tops(Self.press) == [60, 62.5, 62.5, 65, 65, 67.5])
        } else {
            #expect(friday == [315, 320, 325, 330, 335, 340].map { [$0] })
            // 283.5 → 285, 288 → 290, 292.5 (a tie) → 295, 297 → 295, 301.5 → 300, 306 → 305.
            #expect(monday == [285, 290, 295, 295, 300, 305].map { Array(repeating: $0, count: 5) })
            #expect(wednesday == [230, 230, 235, 235, 240, 245].map { [$0, $0] })
            #expect(bench.enumerated().filter { $0.offset % 2 == 1 }.map(\.element) == [225, 230, 230, 235, 235, 240].map { [$0] })
            #expect(bench.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == [205, 205, 205, 210, 210, 215].map { Array(repeating: $0, count: 5) })
            #expect(lifter.tops(Self.deadlift) == [365, 370, 375, 380, 385, 390])
            #expect(lifter.tops(Self.press) == [135, 140, 140, 145, 145, 150])
        }
        // Week 7: Friday's squat misses a rep; week 8's Friday asks for the same weight, and Monday stays 90% of it.
        try lifter.play()
        try lifter.play()
        try lifter.play { id, _, reps, _, _ in id == Self.squat ? reps - 1 : nil }
        try lifter.play()
        for _ in 0..<2 { try lifter.play() }
        let after = lifter.tops(Self.squat)
        #expect(after[after.count - 1] == after[after.count - 4], "the missed Friday's weight again")
        #expect(after[after.count - 1] == (kg ? 155 : 345))
        #expect(after[after.count - 3] == (kg ? 140 : 310), "Monday: 90% of 155 = 139.5 → 140; of 345 lb = 310.5 → 310")
        // The program's page and today's sheet name the days as the method does.
        #expect(try lifter.cli.run(["build", "--offline", "--date", lifter.date.text]).exitCode == 0)
        let page = try String(contentsOfFile: lifter.cli.path("public/programs/texas-method/index.html"), encoding: .utf8)
        #expect(page.contains("Volume") && page.contains("Recuperação") && page.contains("Intensidade"))
        let today = try String(contentsOfFile: lifter.cli.path("public/index.html"), encoding: .utf8)
        #expect(today.contains("Texas Method") && today.contains("Volume") && !today.contains("Intensidade"), "day 25 of the method: a Monday")
    }
}
