import FitTodayTestSupport
import Testing

/// 5/3/1 for Beginners and 5/3/1 First Set Last played through the binary for 6 weeks, numbers worked out by hand
/// from Wendler's tables: each main lift's three sets at 65/75/85%, 70/80/90% and 75/85/95% of the training max,
/// then 5×5 at the first set's load; the TM +2.5 kg (5 lb) for bench and press and +5 kg (10 lb) for squat and
/// deadlift after every cycle (3 weeks for Beginners; 4 with a deload for FSL). Loads go to the plates, a tie up.
@Suite(.waitsOnChildren) struct FiveThreeOneScenarioTests {
    static let squat = "agachamento-livre-barra", bench = "supino-reto-com-barra"
    static let deadlift = "levantamento-terra", press = "desenvolvimento-militar-com-barra"

    /// TMs of 100, 80, 120 and 50 kg (225, 185, 275 and 115 lb), then +5/+2.5 kg (+10/+5 lb): each week's three
    /// sets, six weeks of two 3-week cycles. For example, bench week 1: 65% of 80 = 52 → 52.5, 85% of 80 = 68 → 67.5.
    static let kg: [String: [[Double]]] = [
        squat: [[65, 75, 85], [70, 80, 90], [75, 85, 95], [67.5, 80, 90], [72.5, 85, 95], [80, 90, 100]],
        bench: [[52.5, 60, 67.5], [55, 65, 72.5], [60, 67.5, 75], [52.5, 62.5, 70], [57.5, 65, 75], [62.5, 70, 77.5]],
        deadlift: [[77.5, 90, 102.5], [85, 95, 107.5], [90, 102.5, 115], [82.5, 95, 107.5], [87.5, 100, 112.5], [95, 107.5, 120]],
        press: [[32.5, 37.5, 42.5], [35, 40, 45], [37.5, 42.5, 47.5], [35, 40, 45], [37.5, 42.5, 47.5], [40, 45, 50]],
    ]
    /// In pounds, a 45 lb bar and pairs of plates make every 5 lb: squat week 1, 65% of 225 = 146.25 → 145.
    static let lb: [String: [[Double]]] = [
        squat: [[145, 170, 190], [160, 180, 205], [170, 190, 215], [155, 175, 200], [165, 190, 210], [175, 200, 225]],
        bench: [[120, 140, 155], [130, 150, 165], [140, 155, 175], [125, 145, 160], [135, 150, 170], [145, 160, 180]],
        deadlift: [[180, 205, 235], [195, 220, 250], [205, 235, 260], [185, 215, 240], [200, 230, 255], [215, 240, 270]],
        press: [[75, 85, 100], [80, 90, 105], [85, 100, 110], [80, 90, 100], [85, 95, 110], [90, 100, 115]],
    ]

    static func start(_ unit: String) -> [String] {
        let tms = unit == "kg" ? ["Agachamento livre com barra=100", "Supino reto com barra=80", "Levantamento terra=120", "Desenvolvimento militar com barra=50"]
            : ["Agachamento livre com barra=225", "Supino reto com barra=185", "Levantamento terra=275", "Desenvolvimento militar com barra=115"]
        return tms.flatMap { ["--tm", $0] }
    }

    /// A week's main sets, then First Set Last: 5×5 at the first set's load.
    static func lines(_ week: [Double]) -> [[Double]] { [week, Array(repeating: week[0], count: 5)] }

    @Test(arguments: ["kg", "lb"])
    func beginnersSixWeeks(_ unit: String) throws {
        var lifter = try ProgramScenario(program: "531-beginners", unit: unit, start: Self.start(unit))
        // The AMRAP sets made a few reps over: the training max moves by the cycle only.
        for _ in 0..<18 { try lifter.play { _, _, reps, _, amrap in amrap ? reps + 2 : nil } }
        let table = unit == "kg" ? Self.kg : Self.lb
        // Squat and bench twice a week (days 1 and 3), deadlift and press once (day 2); no deload week.
        for (lift, perWeek) in [(Self.squat, 2), (Self.bench, 2), (Self.deadlift, 1), (Self.press, 1)] {
            let expected = table[lift]!.flatMap { week in Array(repeating: Self.lines(week), count: perWeek).flatMap { $0 } }
            #expect(lifter.loads(lift) == expected, "\(lift)")
        }
        #expect(lifter.days.map(\.week) == [1, 1, 1, 2, 2, 2, 3, 3, 3, 1, 1, 1, 2, 2, 2, 3, 3, 3])
        #expect(lifter.days[0].exercises.map(\.id) == [Self.squat, Self.squat, Self.bench, Self.bench])
        #expect(lifter.days[2].exercises.map(\.id) == [Self.bench, Self.bench, Self.squat, Self.squat])
        let tm = (try lifter.cli.json(["program", "status"])["lifts"] as? [[String: Any]] ?? [])
            .first { $0["exercise_id"] as? String == Self.bench }?["training_max_\(unit)"] as? Double
        #expect(tm == (unit == "kg" ? 85 : 195), "two cycles passed: +2.5 kg (5 lb) each")
    }

    @Test(arguments: ["kg", "lb"])
    func firstSetLastSixWeeks(_ unit: String) throws {
        var lifter = try ProgramScenario(program: "531-fsl", unit: unit, start: Self.start(unit))
        for _ in 0..<24 { try lifter.play() }
        let table = unit == "kg" ? Self.kg : Self.lb
        #expect(lifter.days.map(\.name).prefix(4) == ["Desenvolvimento", "Terra", "Supino", "Agachamento"])
        for lift in [Self.squat, Self.bench, Self.deadlift, Self.press] {
            let cycle1 = table[lift]!.prefix(3).flatMap(Self.lines), cycle2 = table[lift]!.dropFirst(3).prefix(2).flatMap(Self.lines)
            // Week 4, the deload: 40, 50 and 60% of the first cycle's TM, and no FSL.
            let deload = (unit == "kg" ? Self.deloadKg : Self.deloadLb)[lift]!
            #expect(lifter.loads(lift) == cycle1 + [deload] + cycle2, "\(lift)")
        }
    }

    /// The deload week: 40, 50 and 60% of TMs of 100, 80, 120 and 50 kg (bench: 32 → 32.5, 48 → 47.5; press: 20,
    /// the empty bar) and 225, 185, 275 and 115 lb (squat: 112.5, a tie, → 115; press: 46 → 45, 57.5 → 60).
    static let deloadKg: [String: [Double]] = [squat: [40, 50, 60], bench: [32.5, 40, 47.5], deadlift: [47.5, 60, 72.5], press: [20, 25, 30]]
    static let deloadLb: [String: [Double]] = [squat: [90, 115, 135], bench: [75, 95, 110], deadlift: [110, 140, 165], press: [45, 60, 70]]
}
