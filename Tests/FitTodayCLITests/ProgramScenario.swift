import Foundation
import Testing

/// A lifter running a built-in program through the binary, in kilograms or pounds: each day's plan is generated
/// (`plan generate --date`), then logged (`log --plan`) as the lifter did it, and the day's working loads are kept
/// in the person's unit for the test to compare with numbers worked out by hand.
struct ProgramScenario {
    let cli: FitTodayProcess
    /// "kg" or "lb": the unit loads are read, typed and compared in.
    let unit: String
    var date: LocalDay
    /// Every day played: its name, and per exercise (in the day's order) its id and working loads and reps.
    var days: [(name: String, week: Int, exercises: [(id: String, loads: [Double], reps: [Int])])] = []

    init(program: String, unit: String, start: [String], on first: LocalDay = LocalDay(2026, 1, 5)) throws {
        cli = try FitTodayProcess()
        self.unit = unit
        date = first
        let created = try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--units", unit, "--quiet"])
        precondition(created.exitCode == 0, created.stderr)
        let started = try cli.run(["program", "start", program, "--date", first.text] + start)
        #expect(started.exitCode == 0, "\(started.stderr)")
    }

    /// Generates the next day and logs it. `reps` gives the reps done of a working set (exercise id, index among the
    /// exercise's working sets, reps prescribed, the top of its range if any, whether it is a `+` set); nil logs
    /// what was prescribed.
    @discardableResult
    mutating func play(reps: (String, Int, Int, Int?, Bool) -> Int? = { _, _, _, _, _ in nil }) throws -> [String: Any] {
        let plan = try cli.json(["plan", "generate", "--date", date.text])
        var arguments = ["log", "--plan", "\(plan["id"] as? Int ?? 0)", "--date", date.text]
        var exercises: [(id: String, loads: [Double], reps: [Int])] = []
        for exercise in plan["exercises"] as? [[String: Any]] ?? [] {
            let id = exercise["exercise_id"] as? String ?? ""
            let name = exercise["exercise_name"] as? String ?? id
            var loads: [Double] = [], done: [Int] = []
            for set in exercise["prescribed_sets"] as? [[String: Any]] ?? [] where set["kind"] as? String != "warmup" {
                let prescribed = set["reps"] as? Int ?? 1
                let count = reps(id, loads.count, prescribed, set["reps_max"] as? Int, set["kind"] as? String == "amrap") ?? prescribed
                let weight = set["weight_\(unit)"] as? Double
                loads.append(weight ?? 0)
                done.append(count)
                arguments += ["--set", name + (weight.map { ":\(count)x\(Self.number($0))" } ?? ":\(count)")]
            }
            exercises.append((id, loads, done))
        }
        let logged = try cli.run(arguments)
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        let program = plan["program"] as? [String: Any]
        days.append((program?["day_name"] as? String ?? "", program?["week"] as? Int ?? 0, exercises))
        date = date.next
        return plan
    }

    /// The working loads of `exercise` on each day played that has it, in order.
    func loads(_ exercise: String) -> [[Double]] {
        days.flatMap { $0.exercises.filter { $0.id == exercise }.map(\.loads) }
    }

    /// The heaviest working load of `exercise` on each day played that has it.
    func tops(_ exercise: String) -> [Double] { loads(exercise).map { $0.max() ?? 0 } }

    /// A load as typed on the command line: no float noise.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
