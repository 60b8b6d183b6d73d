import FitTodayTestSupport
import Foundation
import Testing

/// Issue 52, through the binary: a GZCLP squat day done on the leg press (the rack was taken). The log names both
/// exercises; the program's day moves on, the squat's numbers stay where they were and `program status` says why;
/// the leg press's own history grows.
@Suite(.waitsOnChildren) struct SwappedLiftCommandTests {
    static let squat = "agachamento-livre-barra", legPress = "leg-press-45"

    @Test(arguments: ["pt-BR", "en"])
    func aSwappedSquatHoldsItsNumbersAndTheProgramMovesOn(_ locale: String) throws {
        let cli = try FitTodayProcess()
        let day = CommandClock.day(-2)
        try #require(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", locale]).exitCode == 0)
        let started = try cli.run(["program", "start", "gzclp", "--start", "\(Self.squat)=100", "--start", "Supino reto com barra=40", "--date", day])
        try #require(started.exitCode == 0, "\(started.stderr)")
        let plan = try cli.json(["plan", "generate", "--date", day])
        let planID = try #require(plan["id"] as? Int, "\(plan)")
        // Heavy and every rep: judged as the squat's, it would add 5 kg.
        let sets = (1...5).map { number in
            #"{"position": 1, "exercise_id": "\#(Self.legPress)", "swapped_from": "\#(Self.squat)", "kind": "working", "set": \#(number), "reps": 10, "weight_kg": 160}"#
        }
        try cli.write("""
        {"format": "fittoday-workout-log", "version": 1, "date": "\(day)", "plan_id": \(planID), "plan_title": "A1",
         "sets": [\(sets.joined(separator: ",\n"))]}
        """, to: "log.json")
        let imported = try cli.run(["import", "log", "log.json"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")

        let status = try cli.json(["program", "status"])
        #expect(status["days_done"] as? Int == 1 && status["day"] as? Int == 2, "the program's day advances as usual: \(status)")
        let lifts = status["lifts"] as? [[String: Any]] ?? []
        let t1 = try #require(lifts.first { $0["exercise_id"] as? String == Self.squat }, "\(lifts)")
        #expect(t1["weight_kg"] as? Double == 100, "no increase: \(t1)")
        #expect(t1["stage"] as? String == "5x3+", "no failure, no stage change: \(t1)")
        let reason = try #require(t1["reason"] as? String)
        #expect(reason.contains(locale == "en" ? "Barbell back squat swapped for 45° leg press" : "trocado por Leg press 45°"), "\(reason)")
        #expect(reason.contains(locale == "en" ? "carries on from where it was" : "continua de onde estava"), "\(reason)")

        // The substitute's own history grows: its sets are the leg press's, and `session show` keeps the planned one.
        let history = try cli.json(["history"])
        let sessionID = try #require((history["sessions"] as? [[String: Any]])?.first?["id"] as? Int)
        let shown = try cli.json(["session", "show", String(sessionID)])
        let logged = shown["sets"] as? [[String: Any]] ?? []
        #expect(logged.count == 5 && logged.allSatisfy { $0["exercise_id"] as? String == Self.legPress && $0["swapped_from"] as? String == Self.squat }, "\(shown)")
    }
}
