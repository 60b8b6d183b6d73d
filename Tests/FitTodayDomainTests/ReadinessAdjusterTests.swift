import Foundation
import Testing
@testable import FitTodayDomain

/// What a low or very low day does to a decided plan, one rule for every kind of day (`docs/readiness.md`).
@Suite struct ReadinessAdjusterTests {
    static let today = ReadinessTests.today
    static let lastDay = LocalDateTime(startOf: LocalDate(year: 2026, month: 11, day: 19)!)
    static let exercises: [String: Exercise] = [
        "supino": Exercise(id: "supino", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym, tags: ["compound"], role: .main),
        "rosca": Exercise(id: "rosca", name: "Rosca com halteres", muscleGroup: .arms, equipment: .home, role: .accessory),
        "prancha": Exercise(id: "prancha", name: "Prancha", muscleGroup: .core, equipment: .bodyweight, role: .core),
    ]

    static let plan = Plan(name: "Treino de hoje", createdAt: LocalDateTime(startOf: today), source: .local, forDate: today, exercises: [
        PlanExercise(exerciseID: "supino", sets: 4, reps: 5, restSeconds: 120),
        PlanExercise(exerciseID: "rosca", sets: 3, reps: 12, restSeconds: 60),
        PlanExercise(exerciseID: "prancha", sets: 3, reps: 1, restSeconds: 60, durationSeconds: 45),
    ])

    static func last(_ id: String, _ kg: Double, sets: Int) -> ExerciseLogEntry {
        ExerciseLogEntry(sessionID: 1, completedAt: lastDay, sets: (1...sets).map { LoggedSet(exerciseID: id, setNumber: $0, reps: 5, weightKg: kg) })
    }

    /// As planned: bench +2.5 kg after last time's 100 kg, curls +1 kg.
    static let loads = [
        LoadPrescription(last: last("supino", 100, sets: 4), targetWeightKg: 102.5, reason: "+2,5 kg"),
        LoadPrescription(last: last("rosca", 12, sets: 3), targetWeightKg: 13, reason: "+1 kg"),
        LoadPrescription(),
    ]

    static func reading(_ answers: (Int, Int, Int, Int), soreness: Int = 0) -> ReadinessAssessment {
        ReadinessTests.reading(answers, soreness: soreness, after: ReadinessTests.history(14, [(4, 4, 4, 4)]))
    }

    static func adjust(_ reading: ReadinessAssessment?, deload: DeloadPeriod? = nil) -> ReadinessDay {
        ReadinessAdjuster(settings: LoadSettings(), locale: .ptBR)(.init(
            plan: plan, loads: loads, accessories: ReadinessAdjuster.accessories(of: plan, exercises: exercises),
            exercises: exercises, readiness: reading, deload: deload
        ))
    }

    @Test func normalAndHighDaysAreAsPlanned() {
        for answers in [(4, 4, 4, 4), (5, 5, 5, 5)] {
            let day = Self.adjust(Self.reading(answers))
            #expect(day.plan == Self.plan && day.loads == Self.loads && !day.isAdjusted)
        }
        let asPlanned = Self.adjust(nil)
        #expect(asPlanned.plan == Self.plan && asPlanned.loads == Self.loads && asPlanned.readiness == nil)
    }

    @Test func aLowDayKeepsLastTimesWeightAndDropsAnAccessorySet() {
        // 14: z = −1.33 against a steady 16.
        let day = Self.adjust(Self.reading((3, 4, 4, 3)))
        #expect(day.readiness?.band == .low)
        #expect(day.loads[0].targetWeightKg == 100)
        #expect(day.adjustments[0].map(\.what) == ["sem aumento hoje: 100 kg, como em 19/11"])
        #expect(day.adjustments[0].first?.why == "prontidão baixa: sono 3/5, humor 3/5")
        #expect(day.loads[1].targetWeightKg == 12 && day.plan.exercises[1].sets == 2)
        #expect(day.plan.exercises[2].sets == 2 && day.plan.exercises.count == 3)
        // Readiness never adds load.
        #expect(zip(day.loads, Self.loads).allSatisfy { ($0.targetWeightKg ?? 0) <= ($1.targetWeightKg ?? 0) })
    }

    @Test func aVeryLowDayGoesToNinetyPercentAndLeavesOutTheAccessories() {
        let day = Self.adjust(Self.reading((2, 2, 3, 2)))
        #expect(day.readiness?.band == .veryLow)
        #expect(day.plan.exercises.map(\.exerciseID) == ["supino"])
        #expect(day.loads.count == 1 && day.loads[0].targetWeightKg == 90)
        #expect(day.adjustments[0].map(\.what) == ["sem aumento hoje: 100 kg, como em 19/11", "cerca de 90% da carga: 90 kg"])
        #expect(day.adjustments[0][0].why == "prontidão muito baixa: sono 2/5, fadiga 2/5, estresse 3/5, humor 2/5")
        #expect(day.removed.map(\.exercise.exerciseID) == ["rosca", "prancha"])
        #expect(day.removed.allSatisfy { $0.adjustment.what == "acessório opcional fora hoje" })
        #expect(!Self.reading((2, 2, 3, 2)).callsForRecovery && Self.reading((2, 2, 3, 2), soreness: 8).callsForRecovery)
    }

    @Test func aDeloadKeepsAboutSixtyPercentOfTheSets() {
        let deload = DeloadPeriod(startedOn: Self.today.adding(days: -1))
        let day = Self.adjust(Self.reading((4, 4, 4, 4)), deload: deload)
        #expect(day.plan.exercises.map(\.sets) == [2, 2, 2])
        #expect(day.adjustments[0].map(\.what) == ["semana leve: 2 séries em vez de 4"])
        #expect(day.adjustments[0][0].why == "semana leve de 25/11 a 01/12")
    }

    // MARK: Programs

    @Test func aLowDayHoldsAProgramsStepAndPostponesTheTestWithoutAFailure() throws {
        let program = try ProgramEngineTests.program("5x5.txt")
        let run = ProgramRun(programID: "5x5", startedOn: ProgramEngineTests.start, startWeightsKg: ["agachamento-livre-barra": 100])
        let engine = ProgramEngine(program: program, run: run, exercises: ProgramEngineTests.byID, settings: LoadSettings(), locale: .ptBR)
        let squat = "agachamento-livre-barra", key = "Agachamento livre com barra"
        let success = ProgramEngineTests.session(1, day: 0, Array(repeating: (squat, 5, 100.0), count: 5))
        let state = engine.state(after: [success])
        #expect(state.lifts[key]?.weightKg == 102.5 && state.lifts[key]?.heldWeightKg == 100)
        let planned = engine.prescribe(state.next, state: state)
        let held = engine.prescribe(state.next, state: state.holdingProgression())
        #expect(ProgramEngineTests.loads(planned[0], .working) == Array(repeating: 102.5, count: 5))
        #expect(ProgramEngineTests.loads(held[0], .working) == Array(repeating: 100, count: 5))

        // Short of reps on the held day at 100 kg: no failure, the +2.5 kg still waits.
        var short = ProgramEngineTests.session(2, day: 1, [(squat, 5, 100.0), (squat, 5, 100.0), (squat, 4, 100.0), (squat, 3, 100.0), (squat, 3, 100.0)])
        short.readinessHeld = true
        let after = engine.state(after: [success, short])
        #expect(after.lifts[key]?.weightKg == 102.5 && after.lifts[key]?.failures == 0)
        // The same session on a normal day is a failure at 100 kg.
        short.readinessHeld = false
        let failed = engine.state(after: [success, short])
        #expect(failed.lifts[key]?.weightKg == 100 && failed.lifts[key]?.failures == 1)
        // Every rep at the held 100 kg: the step comes back the next day, never twice.
        var done = ProgramEngineTests.session(2, day: 1, Array(repeating: (squat, 5, 100.0), count: 5))
        done.readinessHeld = true
        #expect(engine.state(after: [success, done]).lifts[key]?.weightKg == 102.5)
    }

    /// The first day of the built-in program `id`, as `run` starts it, and its loads as planned.
    static func firstDay(_ id: String, _ run: ProgramRun) throws -> (program: Program, state: ProgramState, prescribed: [PrescribedExercise], loads: [LoadPrescription]) {
        let program = try ProgramEngineTests.program(id + ".txt")
        let engine = ProgramEngine(program: program, run: run, exercises: ProgramEngineTests.byID, settings: LoadSettings(), locale: .ptBR)
        let state = engine.initialState()
        let prescribed = engine.prescribe(state.next, state: state)
        return (program, state, prescribed, prescribed.map { LoadPrescription(targetWeightKg: $0.mainSets.first?.weightKg, sets: $0.sets) })
    }

    @Test func aLowDayTurnsAMRAPSetsIntoFixedReps() throws {
        let (_, _, prescribed, loads) = try Self.firstDay("gzclp", ProgramRun(programID: "gzclp", startedOn: ProgramEngineTests.start,
                                                                            startWeightsKg: ["agachamento-livre-barra": 100]))
        #expect(prescribed[0].sets.contains { $0.kind == .amrap })
        var plan = Self.plan
        plan.exercises = prescribed.map { PlanExercise(exerciseID: $0.exerciseID, sets: max($0.mainSets.count, 1), reps: 3, restSeconds: 180) }
        let day = ReadinessAdjuster(settings: LoadSettings(), locale: .en)(.init(
            plan: plan, loads: loads, heldLoads: loads, accessories: [2], exercises: ProgramEngineTests.byID, readiness: Self.reading((3, 4, 4, 3))
        ))
        #expect(!day.loads[0].sets.contains { $0.kind == .amrap })
        #expect(day.adjustments[0].map(\.what).contains("progression test postponed; it does not count as a failure"))
        // T3: its last set goes on a low day.
        #expect(day.plan.exercises[2].sets == plan.exercises[2].sets - 1)
    }

    /// 5/3/1 BBB's 5×10 of back-off sets, a row of its own: the plan reads 5x10 (it read 1x10), a low day drops its last
    /// set as it drops any last back-off set, and a deload the program does not give keeps about 60% of them.
    @Test func aRowOfBackOffSetsOnlyCountsThemAsItsSets() throws {
        let (program, state, prescribed, loads) = try Self.firstDay("531-bbb", ProgramRun(programID: "531-bbb", startedOn: ProgramEngineTests.start,
                                                                                         trainingMaxesKg: ["desenvolvimento-militar-com-barra": 50]))
        let plan = FollowProgram.plan(for: prescribed, program: program, runID: 1, position: state.next, date: Self.today,
                                      now: LocalDateTime(startOf: Self.today), locale: .ptBR)
        #expect(plan.exercises.map { [$0.sets, $0.reps, $0.backoffSets] } == [[3, 5, 0], [5, 10, 0]])
        func adjust(_ reading: ReadinessAssessment?, deload: DeloadPeriod? = nil) -> ReadinessDay {
            ReadinessAdjuster(settings: LoadSettings(), locale: .ptBR)(.init(
                plan: plan, loads: loads, heldLoads: loads, exercises: ProgramEngineTests.byID, readiness: reading, deload: deload
            ))
        }
        let low = adjust(Self.reading((3, 4, 4, 3)))
        #expect(low.plan.exercises[1].sets == 4 && low.loads[1].sets.map(\.kind) == Array(repeating: .backoff, count: 4))
        #expect(low.adjustments[1].map(\.what) == ["última série de back-off fora hoje"])
        let light = adjust(Self.reading((4, 4, 4, 4)), deload: DeloadPeriod(startedOn: Self.today))
        #expect(light.plan.exercises.map(\.sets) == [2, 3])
        #expect(light.loads[1].sets.map(\.kind) == Array(repeating: .backoff, count: 3))
        #expect(light.loads[0].sets.filter(\.kind.isMainWork).count == 2)
        #expect(light.adjustments[1].map(\.what) == ["semana leve: 3 séries em vez de 5"])
    }
}
