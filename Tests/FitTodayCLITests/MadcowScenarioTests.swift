import FitTodayTestSupport
import Testing

/// Madcow 5×5 played through the binary for 6 weeks, numbers worked out by hand from the spreadsheet: Monday ramps
/// 50, 62.5, 75 and 87.5% to the top set; Friday ramps the same, then a triple at 102.5% of Monday's top, then 8 at
/// 75%; next Monday's top set is last Friday's triple; a missed set repeats the week. Loads go to the plates, a tie up.
@Suite(.waitsOnChildren) struct MadcowScenarioTests {
    static let squat = "agachamento-livre-barra"

    @Test(arguments: ["kg", "lb"])
    func sixWeeksWithARepeatedWeek(_ unit: String) throws {
        let kg = unit == "kg"
        let start = kg ? ["Agachamento livre com barra=100", "Supino reto com barra=80", "Remada curvada com barra=70",
                          "Desenvolvimento militar com barra=50", "Levantamento terra=120"]
            : ["Agachamento livre com barra=225", "Supino reto com barra=185", "Remada curvada com barra=155",
               "Desenvolvimento militar com barra=115", "Levantamento terra=275"]
        var lifter = try ProgramScenario(program: "madcow-5x5", unit: unit, start: start.flatMap { ["--start", $0] })
        // Week 4's Friday: the squat triple makes 2 reps.
        for session in 0..<18 {
            try lifter.play { id, index, reps, _, _ in session == 11 && id == Self.squat && index == 4 ? 2 : nil }
        }
        #expect(lifter.days.prefix(3).map(\.name) == ["Pesado", "Leve", "Intenso"])
        let squat = lifter.loads(Self.squat)
        // Per week: Monday (5 sets), Wednesday (4), Friday (5), Friday's set of 8.
        let monday = stride(from: 0, to: squat.count, by: 4).map { squat[$0] }
        let wednesday = stride(from: 1, to: squat.count, by: 4).map { squat[$0] }
        let friday = stride(from: 2, to: squat.count, by: 4).map { squat[$0] }
        let eight = stride(from: 3, to: squat.count, by: 4).map { squat[$0] }
        if kg {
            // 100 × 1.025 = 102.5; × 1.025 = 105.06 → 105; 107.63 → 107.5; week 4 missed: 107.5 again; then 110.19 → 110.
            #expect(monday.map { $0.last } == [100, 102.5, 105, 107.5, 107.5, 110])
            #expect(friday.map { $0.last } == [102.5, 105, 107.5, 110, 110, 112.5])
            #expect(monday[0] == [50, 62.5, 75, 87.5, 100] && wednesday[0] == [50, 62.5, 75, 75])
            // 102.5: 51.25 → 52.5 (a tie), 64.06 → 65, 76.88 → 77.5, 89.69 → 90.
            #expect(monday[1] == [52.5, 65, 77.5, 90, 102.5] && friday[1] == [52.5, 65, 77.5, 90, 105])
            #expect(eight.map { $0 } == [75, 77.5, 80, 80, 80, 82.5].map { [$0] })
        } else {
            // 225 × 1.025 = 230.6 → 230; 235.75 → 235; 240.9 → 240; missed: 240 again; 246 → 245.
            #expect(monday.map { $0.last } == [225, 230, 235, 240, 240, 245])
            #expect(friday.map { $0.last } == [230, 235, 240, 245, 245, 250])
            // 225: 112.5 → 115 (a tie), 140.6 → 140, 168.75 → 170, 196.9 → 195.
            #expect(monday[0] == [115, 140, 170, 195, 225] && wednesday[0] == [115, 140, 170, 170])
            #expect(eight.map { $0 } == [170, 175, 175, 180, 180, 185].map { [$0] })
        }
        // Every Monday's top set is the Friday triple before it, unless that week was missed.
        for week in 1..<6 where week != 4 { #expect(monday[week].last == friday[week - 1].last) }
    }

    /// Only a missed top set repeats the week: short reps on a ramp set (Monday's 87.5%) or on Wednesday's light day
    /// move nothing, and the next Monday's top set is still last Friday's triple.
    @Test func aMissedRampSetDoesNotRepeatTheWeek() throws {
        let start = ["Agachamento livre com barra=100", "Supino reto com barra=80", "Remada curvada com barra=70",
                     "Desenvolvimento militar com barra=50", "Levantamento terra=120"]
        var lifter = try ProgramScenario(program: "madcow-5x5", unit: "kg", start: start.flatMap { ["--start", $0] })
        // Week 1: Monday's 87.5% squat set makes 3 of 5, Wednesday's last squat set 2 of 5; the top sets are all made.
        for session in 0..<6 {
            try lifter.play { id, index, _, _, _ in
                guard id == Self.squat else { return nil }
                if session == 0 && index == 3 { return 3 }
                if session == 1 && index == 3 { return 2 }
                return nil
            }
        }
        let squat = lifter.loads(Self.squat)
        // Week 2's Monday (the fifth squat line: Monday, Wednesday, Friday, the 8s, then Monday) tops at 102.5.
        #expect(squat[4].last == 102.5)
    }
}
