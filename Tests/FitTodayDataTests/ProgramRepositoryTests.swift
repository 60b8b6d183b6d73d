@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

@Suite struct ProgramRepositoryTests {
    static let squat = "agachamento-livre-barra"
    static let bench = "supino-reto-barra"

    static func day(_ index: Int, run: ProgramRun, name: String = "A1", on date: String = "2026-11-22") -> Plan {
        Plan(
            name: "GZCLP — \(name)", description: "Dia \(index + 1)", createdAt: LocalDateTime(date: LocalDate(date)!, hour: 6)!,
            source: .program, forDate: LocalDate(date)!,
            program: PlanProgramLink(runID: run.id!, programID: run.programID,
                                     position: ProgramPosition(dayIndex: index, cycle: 1, week: index / 3 + 1, day: index % 3 + 1, dayName: name)),
            exercises: [
                PlanExercise(exerciseID: squat, sets: 5, reps: 3, restSeconds: 240, notes: "T1", warmupSets: 4, backoffSets: 1),
                PlanExercise(exerciseID: bench, sets: 3, reps: 10, repsMax: 15, restSeconds: 150, superset: "A1"),
                PlanExercise(exerciseID: "flexao-de-bracos", sets: 3, reps: 1, restSeconds: 45, superset: "A2", durationSeconds: 40),
            ]
        )
    }

    @Test func aProgramPlanRoundTripsWithEveryField() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-20")!, trainingMaxesKg: [Self.squat: 100]))
        let plan = Self.day(4, run: run, name: "B2")
        let stored = try store.programs.saveProgramPlan(plan)
        var expected = plan
        expected.id = stored.id
        expected.description = "Dia 5"
        for index in expected.exercises.indices { expected.exercises[index].exerciseName = stored.exercises[index].exerciseName }
        #expect(stored == expected)
        #expect(stored.exercises.map(\.exerciseName) == ["Agachamento livre com barra", "Supino reto com barra", "Flexão de braços"])
        // Every reader gives the same plan.
        #expect(try store.plans.plan(id: stored.id!) == stored)
        #expect(try store.programs.programPlan(runID: run.id!, dayIndex: 4) == stored)
        #expect(try store.plans.generatedPlan(for: LocalDate("2026-11-22")!) == stored)
        #expect(try store.siteData.plansWithExercises(listedOn: LocalDate("2026-11-22")!) == [stored])
        #expect(try store.export.snapshot().plans == [stored])
        try store.plans.activatePlan(id: stored.id!)
        var active = stored
        active.isActive = true
        #expect(try store.plans.activePlan() == active)
        #expect(try store.programs.programPlan(runID: run.id!, dayIndex: 3) == nil)
        #expect(try store.programs.programPlan(runID: run.id! + 1, dayIndex: 4) == nil)
    }

    @Test func theNewestPlanOfADayIsTheOneGiven() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-20")!))
        let first = try store.programs.saveProgramPlan(Self.day(0, run: run, on: "2026-11-20"))
        let second = try store.programs.saveProgramPlan(Self.day(0, run: run, on: "2026-11-21"))
        #expect(second.id! > first.id!)
        #expect(try store.programs.programPlan(runID: run.id!, dayIndex: 0)?.id == second.id)
    }

    @Test func savingAProgramPlanChecksItFirst() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-20")!))
        var plan = Self.day(0, run: run)
        plan.exercises[0].restSeconds = 301
        #expect(throws: FitTodayError.invalid(.restSeconds(301))) { try store.programs.saveProgramPlan(plan) }
        plan = Self.day(0, run: run)
        plan.exercises[1].exerciseID = "nao-existe"
        #expect(throws: FitTodayError.exerciseNotFound(reference: "nao-existe")) { try store.programs.saveProgramPlan(plan) }
        plan = Self.day(0, run: run)
        plan.program?.runID = run.id! + 7
        #expect(throws: FitTodayError.noActiveProgram) { try store.programs.saveProgramPlan(plan) }
        plan = Self.day(0, run: run)
        plan.program = nil
        #expect(throws: FitTodayError.unexpected) { try store.programs.saveProgramPlan(plan) }
        #expect(try store.export.snapshot().plans.isEmpty)
    }

    @Test func startingARunEndsTheActiveOneAndKeepsItsNumbers() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        #expect(try store.programs.activeProgramRun() == nil)
        #expect(try store.programs.stopProgramRun(on: LocalDate("2026-11-01")!) == false)
        let first = try store.programs.startProgramRun(ProgramRun(
            programID: "531-bbb", startedOn: LocalDate("2026-10-01")!,
            maxesKg: [Self.squat: 140, Self.bench: 100], trainingMaxesKg: [Self.squat: 126], startWeightsKg: [Self.bench: 60]
        ))
        #expect(first.id != nil && first.endedOn == nil)
        #expect(first.maxesKg == [Self.squat: 140, Self.bench: 100] && first.trainingMaxesKg == [Self.squat: 126] && first.startWeightsKg == [Self.bench: 60])
        let change = TrainingMaxChange(exerciseID: Self.squat, kilograms: 120, fromDayIndex: 6, setOn: LocalDate("2026-10-15")!)
        try store.programs.addTrainingMaxChange(change, runID: first.id!)
        let later = TrainingMaxChange(exerciseID: Self.squat, kilograms: 118.5, fromDayIndex: 9, setOn: LocalDate("2026-10-20")!)
        try store.programs.addTrainingMaxChange(later, runID: first.id!)
        #expect(try store.programs.activeProgramRun()?.trainingMaxChanges == [change, later])

        let second = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-01")!, startWeightsKg: [Self.squat: 60]))
        var ended = first
        ended.endedOn = LocalDate("2026-11-01")!
        ended.trainingMaxChanges = [change, later]
        #expect(try store.programs.programRuns() == [ended, second])
        #expect(try store.programs.activeProgramRun() == second)
        #expect(try store.programs.stopProgramRun(on: LocalDate("2026-11-30")!))
        #expect(try store.programs.activeProgramRun() == nil)
        #expect(try store.programs.programRuns().map(\.endedOn) == [LocalDate("2026-11-01")!, LocalDate("2026-11-30")!])

        #expect(throws: FitTodayError.noActiveProgram) { try store.programs.addTrainingMaxChange(change, runID: 99) }
        #expect(throws: FitTodayError.exerciseNotFound(reference: "nao-existe")) {
            try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-12-01")!, trainingMaxesKg: ["nao-existe": 50]))
        }
        #expect(throws: FitTodayError.invalid(.weight(-5))) {
            try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-12-01")!, maxesKg: [Self.squat: -5]))
        }
        // A refused start leaves the runs as they were.
        #expect(try store.programs.programRuns().count == 2)
    }

    @Test func renamingALiftReachesTheRunsNumbers() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        _ = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-01")!, trainingMaxesKg: [Self.squat: 100],
                                                 trainingMaxChanges: [TrainingMaxChange(exerciseID: Self.squat, kilograms: 90, fromDayIndex: 3, setOn: LocalDate("2026-11-05")!)]))
        try store.pool.write { db in try db.execute(sql: "UPDATE exercise SET id = 'agachamento' WHERE id = ?", arguments: [Self.squat]) }
        let run = try #require(try store.programs.activeProgramRun())
        #expect(run.trainingMaxesKg == ["agachamento": 100])
        #expect(run.trainingMaxChanges.map(\.exerciseID) == ["agachamento"])
    }

    @Test func aRunWithPlannedDaysCannotBeDeletedBehindTheSessionsBack() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-20")!))
        _ = try store.programs.saveProgramPlan(Self.day(0, run: run))
        #expect(throws: DatabaseError.self) { try store.pool.write { db in try db.execute(sql: "DELETE FROM program_run") } }
    }

    @Test func programSessionsAreTheRunsOwnInOrderWithTheirSets() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let other = try store.programs.startProgramRun(ProgramRun(programID: "531", startedOn: LocalDate("2026-11-01")!))
        let otherDay = try store.programs.saveProgramPlan(Self.day(0, run: other, on: "2026-11-01"))
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-10")!))
        let day0 = try store.programs.saveProgramPlan(Self.day(0, run: run, on: "2026-11-10"))
        let day1 = try store.programs.saveProgramPlan(Self.day(1, run: run, name: "B1", on: "2026-11-12"))
        let manual = try store.plans.createPlan(Plan(name: "Extra", createdAt: StoreFixtures.now), newExercises: [])
        let squatSets = [
            LoggedSet(exerciseID: Self.squat, setNumber: 1, reps: 5, weightKg: 20, kind: .warmup),
            LoggedSet(exerciseID: Self.squat, setNumber: 2, reps: 3, weightKg: 100, rpe: 8),
            LoggedSet(exerciseID: Self.bench, setNumber: 1, reps: 12, weightKg: 40, kind: .failure),
        ]
        // Logged out of order: the later day first, and two sessions at the same minute.
        let second = try store.history.recordSession(StoreFixtures.session(on: "2026-11-12", planID: day1.id, sets: [squatSets[1]]), newExercises: [])
        let first = try store.history.recordSession(StoreFixtures.session(on: "2026-11-10", planID: day0.id, sets: squatSets), newExercises: [])
        let skipped = try store.history.recordSession(StoreFixtures.session(on: "2026-11-12", status: .skipped, planID: day1.id), newExercises: [])
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-11", planID: manual.id, sets: [squatSets[1]]), newExercises: [])
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-02", planID: otherDay.id, sets: [squatSets[1]]), newExercises: [])
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-13", sets: [squatSets[1]]), newExercises: [])

        let sessions = try store.programs.programSessions(runID: run.id!)
        #expect(sessions.map(\.sessionID) == [first.id!, second.id!, skipped.id!])
        #expect(sessions.map(\.dayIndex) == [0, 1, 1])
        #expect(sessions.map(\.status) == [.completed, .completed, .skipped])
        #expect(sessions[0].completedAt == LocalDateTime("2026-11-10 07:00:00")!)
        #expect(sessions[0].sets == Array(squatSets.dropFirst()), "warm-ups never count, so they are not read")
        #expect(sessions[1].sets == [squatSets[1]])
        #expect(sessions[2].sets.isEmpty)
        #expect(try store.programs.programSessions(runID: other.id!).map(\.sessionID).count == 1)
        #expect(try store.programs.programSessions(runID: 999).isEmpty)
    }

    @Test func aProgramChangeGoesWithAddedSessionsInTheChangeLog() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let mark = try #require(try store.siteData.changeMark())
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-20")!, trainingMaxesKg: [Self.squat: 100]))
        try store.programs.addTrainingMaxChange(TrainingMaxChange(exerciseID: Self.squat, kilograms: 95, fromDayIndex: 0, setOn: LocalDate("2026-11-21")!), runID: run.id!)
        let plan = try store.programs.saveProgramPlan(Self.day(0, run: run))
        let session = try store.history.recordSession(StoreFixtures.session(on: "2026-11-22", planID: plan.id), newExercises: [])
        #expect(try store.programs.stopProgramRun(on: LocalDate("2026-11-23")!))
        // The next build re-renders today's page and the plans, as after a plan or check-in change.
        #expect(try store.siteData.sessionsChanged(since: mark) == [session.id!])
        #expect(try store.siteData.revision() != nil)
    }

    @Test func tenThousandProgramSessionsAreReadWhole() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("1990-01-01")!))
        let plans = try (0..<9).map { index in try store.programs.saveProgramPlan(Self.day(index, run: run, on: "1990-01-01")) }
        let start = LocalDate("1990-01-02")!
        let sessions = (0..<10_000).map { index in
            StoreFixtures.session(
                on: start.adding(days: index).description, planID: plans[index % plans.count].id,
                sets: (1...20).map { number in
                    LoggedSet(exerciseID: number % 2 == 0 ? Self.squat : Self.bench, setNumber: number, reps: 5, weightKg: Double(number * 5), rpe: 8)
                }
            )
        }
        try store.imports.recordBatch(sessions: sessions)
        // How fast this is, is a `make bench` figure (fittoday-bench program), not a timed test.
        let read = try store.programs.programSessions(runID: run.id!)
        #expect(read.count == 10_000)
        #expect(read.allSatisfy { $0.sets.count == 20 })
        #expect(read.last?.dayIndex == (9_999 % 9))
    }
}
