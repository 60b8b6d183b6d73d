import FitTodayTestSupport
import Testing

/// Greyskull LP played through the binary for 6 weeks, numbers worked out by hand from Hatcher's rules: 2×5 and 5+;
/// a last set of 5 adds 1.25 kg (2.5 lb) upper body and 2.5 kg (5 lb) lower body, 10 or more twice that, short of 5
/// −10%. Small steps are kept exact and the bar shows the plates' nearest load, a tie up.
@Suite(.waitsOnChildren) struct GreyskullScenarioTests {
    static let bench = "supino-reto-com-barra", press = "desenvolvimento-militar-com-barra"
    static let squat = "agachamento-livre-barra", deadlift = "levantamento-terra"

    @Test(arguments: ["kg", "lb"])
    func sixWeeksAsPublished(_ unit: String) throws {
        let kg = unit == "kg"
        let start = kg ? ["Supino reto com barra=60", "Desenvolvimento militar com barra=40", "Remada curvada com barra=60",
                          "Agachamento livre com barra=100", "Levantamento terra=120"]
            : ["Supino reto com barra=135", "Desenvolvimento militar com barra=95", "Remada curvada com barra=135",
               "Agachamento livre com barra=225", "Levantamento terra=275"]
        var lifter = try ProgramScenario(program: "greyskull-lp", unit: unit, start: start.flatMap { ["--start", $0] })
        // The bench's last set: 5, then 10 (the step doubles), 5, then 4 (−10%), then 5 every time; the squat's 12 on its
        // third day doubles its step; everything else 5.
        let benchLast = [5, 10, 5, 4, 5, 5, 5, 5, 5], squatLast = [5, 5, 12, 5, 5, 5, 5, 5, 5]
        var afterTheMiss = ""
        for session in 0..<18 {
            let plan = try lifter.play { id, _, _, _, amrap in
                guard amrap else { return nil }
                switch id {
                case Self.bench: return benchLast[session / 2]
                case Self.squat: return squatLast[session / 2]
                default: return 5
                }
            }
            if session == 8 { afterTheMiss = (plan["exercises"] as? [[String: Any]])?.first?["target_reason"] as? String ?? "" }
        }
        #expect(lifter.days.map(\.name) == Array(repeating: ["A", "B"], count: 9).flatMap { $0 })
        #expect(lifter.loads(Self.bench).allSatisfy { $0.count == 3 && Set($0).count == 1 })
        #expect(lifter.loads(Self.deadlift).allSatisfy { $0.count == 1 })
        if kg {
            // 60 → 61.25 (62.5 on the bar) → 63.75 (65) → 65 → 4 reps: 58.5 → 57.5 → 58.75 (60) → 60 → 61.25 (62.5) → 62.5.
            #expect(lifter.tops(Self.bench) == [60, 62.5, 65, 65, 57.5, 60, 60, 62.5, 62.5])
            #expect(lifter.tops(Self.press) == [40, 42.5, 42.5, 45, 45, 47.5, 47.5, 50, 50])
            #expect(lifter.tops(Self.squat) == [100, 102.5, 105, 110, 112.5, 115, 117.5, 120, 122.5])
            #expect(lifter.tops(Self.deadlift) == [120, 122.5, 125, 127.5, 130, 132.5, 135, 137.5, 140])
        } else {
            // 135 → 137.5 (140) → 142.5 (145) → 145 → 4 reps: 130.5 → 130 → 132.5 (135) → 135 → 137.5 (140) → 140.
            #expect(lifter.tops(Self.bench) == [135, 140, 145, 145, 130, 135, 135, 140, 140])
            #expect(lifter.tops(Self.press) == [95, 100, 100, 105, 105, 110, 110, 115, 115])
            #expect(lifter.tops(Self.squat) == [225, 230, 235, 245, 250, 255, 260, 265, 270])
            #expect(lifter.tops(Self.deadlift) == [275, 280, 285, 290, 295, 300, 305, 310, 315])
        }
        #expect(afterTheMiss.hasPrefix("−10%: 4 repetições na última série em"), "\(afterTheMiss)")
    }
}
