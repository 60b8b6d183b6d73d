import Testing
@testable import FitTodayDomain

/// Issue 50: a number `team assign` took from the history says so, with the set it came from and the rule that made it.
@Suite struct EstimatedStartReasonTests {
    static let estimate = ProgramStartEstimate.Estimate(oneRepMaxKg: 116.67, reps: 5, weightKg: 100, date: LocalDate("2026-11-06")!)

    @Test func aTrainingMaxFromTheHistoryNamesItsShareAndItsSet() throws {
        let program = try ProgramEngineTests.program("531-bbb.txt")
        let squat = SwappedLiftTests.squat
        let run = ProgramRun(programID: "531-bbb", startedOn: ProgramEngineTests.start, trainingMaxesKg: [squat: 105], estimates: [squat: Self.estimate])
        let state = ProgramEngine(program: program, run: run, exercises: SwappedLiftTests.exercises, settings: LoadSettings(), locale: .ptBR).initialState()
        #expect(state.lifts["Agachamento livre com barra"]?.reason
            == "TM de 105 kg, 90% do seu melhor 1RM estimado em 90 dias (116,67 kg: 5 × 100 kg em 06/11)")
        let given = ProgramRun(programID: "531-bbb", startedOn: ProgramEngineTests.start, trainingMaxesKg: [squat: 105])
        let plain = ProgramEngine(program: program, run: given, exercises: SwappedLiftTests.exercises, settings: LoadSettings(), locale: .en).initialState()
        #expect(plain.lifts["Agachamento livre com barra"]?.reason == "the 105 kg TM you gave")
    }
}
