import Foundation
import Testing
@testable import FitTodayDomain

/// The block on paper (issue 52): every printed session is what the engine prescribes after the sessions before it
/// were logged as prescribed; 5/3/1's cycle comes from the training max alone; dates follow the days per week.
@Suite struct WorkOutTheBlockTests {
    /// No history: the block reads none for a program.
    struct NoHistory: ExercisePerformanceRepository {
        func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] { [:] }
    }

    static let monday = LocalDate(year: 2026, month: 11, day: 2)!
    static let squat = "agachamento-livre-barra", bench = "supino-reto-com-barra"

    static func standing(_ file: String, run: ProgramRun, sessions: [ProgramSession] = []) throws -> FollowProgram.Standing {
        let program = try ProgramEngineTests.program(file)
        let engine = ProgramEngine(program: program, run: run, exercises: ProgramEngineTests.byID, settings: LoadSettings(), locale: .ptBR)
        return FollowProgram.Standing(run: run, program: engine.program, engine: engine, sessions: sessions, state: engine.state(after: sessions))
    }

    static func work(_ locale: AppLocale = .ptBR) -> WorkOutTheBlock {
        WorkOutTheBlock(performances: NoHistory(), settings: LoadSettings(), locale: locale)
    }

    /// A day logged by hand as the sheet prescribes it: every working, AMRAP and back-off set at its reps and load.
    static func logged(_ day: [PrescribedExercise], id: Int64, dayIndex: Int, on date: LocalDate) -> ProgramSession {
        var numbers: [String: Int] = [:], sets: [LoggedSet] = []
        for item in day {
            for set in item.sets where set.kind != .warmup {
                numbers[item.exerciseID, default: 0] += 1
                sets.append(LoggedSet(exerciseID: item.exerciseID, setNumber: numbers[item.exerciseID]!, reps: set.reps, weightKg: set.weightKg))
            }
        }
        return ProgramSession(sessionID: id, dayIndex: dayIndex, completedAt: LocalDateTime(startOf: date).adding(seconds: 18 * 3600), status: .completed, sets: sets)
    }

    @Test func gzclpSessionKIsTheEngineAfterKMinusOneLoggedSessions() throws {
        let run = ProgramRun(programID: "gzclp", startedOn: Self.monday, startWeightsKg: [Self.squat: 100, Self.bench: 60,
                                                                                       "desenvolvimento-militar-com-barra": 40, "levantamento-terra": 120])
        let standing = try Self.standing("gzclp.txt", run: run)
        let block = Self.work().program(standing, weeks: 4, from: Self.monday, builtOn: Self.monday)
        #expect(block.sessions.count == 12, "4 weeks of 3 days")
        #expect(block.assumesSuccess && !block.fixedByTrainingMax)
        // The real path: the engine folds each printed session once it is logged, one after another.
        var sessions: [ProgramSession] = []
        for session in block.sessions {
            let state = standing.engine.state(after: sessions)
            let prescribed = standing.engine.prescribe(state.next, state: state)
            #expect(session.position == state.next)
            #expect(session.exercises.map(\.sets) == prescribed.map(\.sets), "session \(session.number)")
            sessions.append(Self.logged(prescribed, id: Int64(session.number), dayIndex: state.next.dayIndex, on: session.date))
        }
        // T1 squat is A1 of the rotation A1, B1, A2, B2 (sessions 1, 5 and 9): +5 kg after each success.
        var squats: [Double?] = []
        for session in block.sessions {
            guard let t1 = session.exercises.first(where: { $0.exerciseID == Self.squat && $0.stage == "5x3+" }) else { continue }
            squats.append(t1.sets.first { $0.kind.isMainWork }?.weightKg)
        }
        #expect(squats == [100, 105, 110])
        let rule = try #require(block.sessions[0].exercises[0].failureRule)
        #expect(rule == "se falhar as repetições, mantenha a carga e passe para 6×2+")
        #expect(block.starts.first?.lift == "T1 agachamento · Agachamento livre com barra" && block.starts.first?.weightKg == 100)
    }

    @Test func fiveThreeOneCycleIsFixedByTheTrainingMax() throws {
        let run = ProgramRun(programID: "531-bbb", startedOn: Self.monday, trainingMaxesKg: [
            Self.squat: 100, Self.bench: 70, "desenvolvimento-militar-com-barra": 45, "levantamento-terra": 120,
        ])
        let standing = try Self.standing("531-bbb.txt", run: run)
        let block = Self.work(.en).program(standing, weeks: nil, from: Self.monday, builtOn: Self.monday)
        #expect(block.sessions.count == 16, "the rest of the cycle: 4 weeks of 4 days")
        #expect(block.weeks == 4 && block.fixedByTrainingMax && !block.assumesSuccess)
        let initial = standing.engine.initialState()
        for (index, session) in block.sessions.enumerated() {
            // Within a cycle nothing but the TM moves a 5/3/1 load: every day is the day's prescription from the start.
            #expect(session.exercises.map(\.sets) == standing.engine.prescribe(standing.program.position(ofDay: index), state: initial).map(\.sets))
        }
        #expect(block.sessions[0].exercises[0].failureRule == "a missed set changes nothing: the loads come from the TM, which rises at the end of the cycle")
        // Four days a week from a Monday: Monday, Tuesday, Thursday, Saturday (the week planner's spacing).
        #expect(block.sessions.prefix(5).map(\.date.description) == ["2026-11-02", "2026-11-03", "2026-11-05", "2026-11-07", "2026-11-09"])
        #expect(Set(block.starts.compactMap(\.trainingMaxKg)) == [100, 70, 45, 120])
    }

    @Test func startsWhereThePersonStandsAndStopsWhenTheProgramEnds() throws {
        let run = ProgramRun(programID: "531-bbb", startedOn: Self.monday, trainingMaxesKg: [Self.squat: 100, Self.bench: 70,
                                                                                         "desenvolvimento-militar-com-barra": 45, "levantamento-terra": 120])
        let fresh = try Self.standing("531-bbb.txt", run: run)
        let first = fresh.engine.prescribe(fresh.state.next, state: fresh.state)
        let standing = try Self.standing("531-bbb.txt", run: run, sessions: [Self.logged(first, id: 1, dayIndex: 0, on: Self.monday)])
        let block = Self.work().program(standing, weeks: nil, from: Self.monday.adding(days: 1), builtOn: Self.monday.adding(days: 1))
        #expect(block.sessions.count == 15, "the rest of the cycle")
        #expect(block.sessions.first?.position?.dayIndex == 1)
        let two = Self.work().program(standing, weeks: 2, from: Self.monday, builtOn: Self.monday)
        #expect(two.sessions.count == 8 && two.sessions.last?.number == 8)
    }

    @Test func trainingDaysSpreadOverTheWeek() {
        let days = WorkOutTheBlock.trainingDays(6, from: Self.monday, perWeek: 3).map(\.isoWeekday)
        #expect(days == [1, 3, 5, 1, 3, 5])
    }
}
