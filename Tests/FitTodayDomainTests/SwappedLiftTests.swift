import Testing
@testable import FitTodayDomain

/// Issue 52: a lift done as another exercise (the rack was taken) holds its numbers; the program's day moves on and
/// cycle-end rules that do not depend on performance apply as usual.
@Suite struct SwappedLiftTests {
    static let squat = "agachamento-livre-barra"
    static let legPress = "leg-press-45"
    static let exercises = ProgramEngineTests.byID.merging([
        legPress: Exercise(id: legPress, name: "Leg press 45°", muscleGroup: .legs, equipment: .fullGym),
    ]) { first, _ in first }

    /// The sets of `exercise` as (reps, kg), each done in the place of `planned` when given.
    static func session(_ id: Int64, day: Int, _ exercise: String, _ sets: [(Int, Double)], swappedFrom planned: String? = nil) -> ProgramSession {
        var session = ProgramEngineTests.session(id, day: day, sets.map { (exercise, $0.0, $0.1) })
        for index in session.sets.indices { session.sets[index].swappedFrom = planned }
        return session
    }

    @Test func aSwappedGZCLPLiftKeepsItsWeightAndStageWhileTheDayMovesOn() throws {
        let program = try ProgramEngineTests.program("gzclp.txt")
        let run = ProgramRun(programID: "gzclp", startedOn: ProgramEngineTests.start, startWeightsKg: [Self.squat: 100, "supino-reto-com-barra": 60])
        for locale in [AppLocale.ptBR, .en] {
            let engine = ProgramEngine(program: program, run: run, exercises: Self.exercises, settings: LoadSettings(), locale: locale)
            // Heavy leg press, every rep: were it judged as the squat, the squat would rise; 2 reps a set: it would fail.
            for reps in [10, 2] {
                let state = engine.state(after: [Self.session(1, day: 0, Self.legPress, Array(repeating: (reps, 180), count: 5), swappedFrom: Self.squat)])
                let squat = try #require(state.lifts["T1 agachamento"] ?? state.lifts["T1 squat"])
                #expect(squat.weightKg == 100 && squat.stage == 0, "no increase, no failure, no stage change")
                #expect(state.next.dayIndex == 1, "the program's day advances as usual")
                let expected = locale == .ptBR
                    ? "Agachamento livre com barra trocado por Leg press 45° em 03/11: a progressão continua de onde estava"
                    : "Agachamento livre com barra swapped for Leg press 45° on 11/03: its progression carries on from where it was"
                #expect(squat.reason == expected)
            }
        }
    }

    @Test func theSameSetsNotMarkedAsASwapAreNotTheLiftsEither() throws {
        // Before swaps were recorded, another exercise's sets never counted for the lift: that stays so.
        let program = try ProgramEngineTests.program("gzclp.txt")
        let run = ProgramRun(programID: "gzclp", startedOn: ProgramEngineTests.start, startWeightsKg: [Self.squat: 100])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.exercises, settings: LoadSettings(), locale: .ptBR)
        let state = engine.state(after: [Self.session(1, day: 0, Self.legPress, Array(repeating: (10, 180), count: 5))])
        #expect(state.lifts["T1 agachamento"]?.weightKg == 100)
        #expect(state.lifts["T1 agachamento"]?.reason != nil && state.lifts["T1 agachamento"]?.reason?.contains("trocado") == false)
    }

    @Test func aSwappedFiveThreeOneLiftTakesNoAMRAPButItsTrainingMaxStillStepsAtTheCycleEnd() throws {
        let program = try ProgramEngineTests.program("531-bbb.txt")
        let run = ProgramRun(programID: "531-bbb", startedOn: ProgramEngineTests.start, trainingMaxesKg: [
            Self.squat: 100, "supino-reto-com-barra": 70, "desenvolvimento-militar-com-barra": 45, "levantamento-terra": 120,
        ])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.exercises, settings: LoadSettings(), locale: .ptBR)
        // Every squat day of the cycle done as leg press: the cycle's TM step (performance-free) still applies.
        let sessions = (0..<16).map { day in
            day % 4 == 3
                ? Self.session(Int64(day + 1), day: day, Self.legPress, [(20, 200), (20, 200), (20, 200)], swappedFrom: Self.squat)
                : Self.session(Int64(day + 1), day: day, "supino-reto-com-barra", [(5, 50)])
        }
        let after = engine.state(after: sessions)
        #expect(after.next.cycle == 2)
        #expect(after.lifts["Agachamento livre com barra"]?.trainingMaxKg == 105)
    }
}
