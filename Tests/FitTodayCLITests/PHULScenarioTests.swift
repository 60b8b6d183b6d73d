import FitTodayTestSupport
import Testing

/// PHUL played through the binary for 6 weeks, numbers worked out by hand from Campbell's rules: power lifts at 3–5
/// reps, hypertrophy at 8–12 (10–15), in double progression: a step up once every set reaches the top of the range
/// (+2.5 kg upper-body barbell, +5 kg lower-body barbell, one dumbbell step, one machine step; in pounds 5, 10, 5, 5).
@Suite(.waitsOnChildren) struct PHULScenarioTests {
    static let bench = "supino-reto-com-barra", squat = "agachamento-livre-barra", deadlift = "levantamento-terra"
    static let inclineDumbbell = "supino-inclinado-com-halteres", legPress = "leg-press-45", incline = "supino-inclinado-com-barra"

    @Test(arguments: ["kg", "lb"])
    func sixWeeksOfDoubleProgression(_ unit: String) throws {
        let kg = unit == "kg"
        let start = kg
            ? ["Supino reto com barra=80", "Agachamento livre com barra=100", "Levantamento terra=120", "Supino inclinado com halteres=24",
               "Leg press 45°=150", "Supino inclinado com barra=60"]
            : ["Supino reto com barra=185", "Agachamento livre com barra=225", "Levantamento terra=275", "Supino inclinado com halteres=50",
               "Leg press 45°=300", "Supino inclinado com barra=135"]
        var lifter = try ProgramScenario(program: "phul", unit: unit, start: start.flatMap { ["--start", $0] })
        // Each lift climbs its range over three sessions at one weight: the bottom, the middle, then the top on every set
        // (3, 4, 5; 8, 10, 12; 10, 12 or 13, 15), and the fourth session is one step heavier, back at the bottom.
        var visits: [String: Int] = [:]
        for _ in 0..<24 {
            let today = visits
            try lifter.play { id, _, bottom, top, _ in
                guard let top else { return nil }
                return bottom + (top - bottom) * (today[id, default: 0] % 3) / 2
            }
            for exercise in lifter.days.last?.exercises ?? [] { visits[exercise.id, default: 0] += 1 }
        }
        #expect(lifter.days.prefix(4).map(\.name) == ["Superior força", "Inferior força", "Superior hipertrofia", "Inferior hipertrofia"])
        func weeks(_ first: Double, _ second: Double) -> [[Double]] {
            Array(repeating: [first, first, first], count: 3) + Array(repeating: [second, second, second], count: 3)
        }
        #expect(lifter.loads(Self.bench) == weeks(kg ? 80 : 185, kg ? 82.5 : 190))
        #expect(lifter.loads(Self.squat) == weeks(kg ? 100 : 225, kg ? 105 : 235))
        #expect(lifter.loads(Self.deadlift) == weeks(kg ? 120 : 275, kg ? 125 : 285))
        #expect(lifter.loads(Self.inclineDumbbell) == weeks(kg ? 24 : 50, kg ? 26 : 55))
        #expect(lifter.loads(Self.legPress) == weeks(kg ? 150 : 300, kg ? 152.5 : 305))
        #expect(lifter.loads(Self.incline) == weeks(kg ? 60 : 135, kg ? 62.5 : 140))
        // The reps logged: the range climbed, then the bottom again at the new weight.
        let benchReps = lifter.days.flatMap { $0.exercises.filter { $0.id == Self.bench }.map(\.reps) }
        #expect(benchReps == [[3, 3, 3], [4, 4, 4], [5, 5, 5], [3, 3, 3], [4, 4, 4], [5, 5, 5]])
    }
}
