import FitTodayTestSupport
import Testing

/// Starting Strength's novice phase played through the binary for 6 weeks, numbers worked out by hand from
/// Rippetoe's rules: squat and deadlift +2.5 kg (5 lb) a session, press and bench +1.25 kg (2.5 lb), which the
/// plates show every second session; three failed sessions at one weight, −10%.
@Suite(.waitsOnChildren) struct StartingStrengthScenarioTests {
    static let squat = "agachamento-livre-barra", press = "desenvolvimento-militar-com-barra"
    static let bench = "supino-reto-com-barra", deadlift = "levantamento-terra"

    @Test(arguments: ["kg", "lb"])
    func sixWeeksAsPublished(_ unit: String) throws {
        let kg = unit == "kg"
        let start = kg ? ["Agachamento livre com barra=100", "Desenvolvimento militar com barra=40", "Supino reto com barra=60", "Levantamento terra=120"]
            : ["Agachamento livre com barra=225", "Desenvolvimento militar com barra=95", "Supino reto com barra=135", "Levantamento terra=275"]
        var lifter = try ProgramScenario(program: "starting-strength", unit: unit, start: start.flatMap { ["--start", $0] })
        for _ in 0..<18 { try lifter.play() }
        #expect(lifter.days.map(\.name) == Array(repeating: ["A", "B"], count: 9).flatMap { $0 })
        // Every session: squat 3×5 and deadlift 1×5, each a step heavier than the session before.
        let squatStep = kg ? 2.5 : 5, squatStart = kg ? 100.0 : 225, deadliftStart = kg ? 120.0 : 275
        #expect(lifter.loads(Self.squat) == (0..<18).map { Array(repeating: squatStart + squatStep * Double($0), count: 3) })
        #expect(lifter.loads(Self.deadlift) == (0..<18).map { [deadliftStart + squatStep * Double($0)] })
        // Press on A days, bench on B days: +1.25 kg (2.5 lb) a session kept exact, shown to the plates (a tie goes up).
        if kg {
            #expect(lifter.tops(Self.press) == [40, 42.5, 42.5, 45, 45, 47.5, 47.5, 50, 50])
            #expect(lifter.tops(Self.bench) == [60, 62.5, 62.5, 65, 65, 67.5, 67.5, 70, 70])
        } else {
            #expect(lifter.tops(Self.press) == [95, 100, 100, 105, 105, 110, 110, 115, 115])
            #expect(lifter.tops(Self.bench) == [135, 140, 140, 145, 145, 150, 150, 155, 155])
        }
        #expect(lifter.loads(Self.press).allSatisfy { $0.count == 3 } && lifter.loads(Self.bench).allSatisfy { $0.count == 3 })
        // Week 7: three sessions short of reps at 145 kg (315 lb), then 90% of it: 130.5 kg → 130; 283.5 lb → 285.
        for _ in 0..<3 { try lifter.play { id, index, reps, _, _ in id == Self.squat && index == 2 ? reps - 1 : nil } }
        #expect(lifter.tops(Self.squat).suffix(3) == Array(repeating: kg ? 145 : 315, count: 3))
        try lifter.play()
        #expect(lifter.tops(Self.squat).last == (kg ? 130 : 285))
    }
}
