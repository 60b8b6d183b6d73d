import FitTodayData
import FitTodayDomain
import Foundation

/// How long a program's day takes to work out from a long history: the state folded from every session that
/// counts as a program day, then the day's sets. The history holds `sessions` sessions: the last `programDays`
/// follow GZCLP, each logged against its own plan with the sets the program gave (as `log --plan` stores them),
/// and the ones before are free sessions of the same lifts.
enum ProgramBenchmarks {
    /// `keep`: time the data of an earlier run in `database` (for profiling) instead of making it again.
    static func run(database: String, sessions total: Int, programDays: Int, runs: Int, keep: Bool = false) throws {
        let count = min(programDays, total)
        if !keep { try? FileManager.default.removeItem(atPath: database) }
        let store = try SQLiteStore.open(at: database, createIfMissing: true)
        try store.profiles.saveProfile(Profile(goal: .strength, equipment: .fullGym))
        let library = try ContentLibraryLoader.withBuiltIn(overrides: nil).load()
        try store.exercises.saveExercises(library.exercises)
        let matcher = ExerciseMatcher(exercises: library.exercises)
        let catalogue = try ProgramLibraryLoader.withBuiltIn(overrides: nil).load(matcher: matcher)
        let exercises = Dictionary(library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let follow = FollowProgram(programs: store.programs, performances: store.performance, catalogue: catalogue, exercises: exercises,
                                   settings: LoadSettings(), locale: .ptBR)
        let program = try follow.program(id: "gzclp")
        let start = LocalDate(year: 2026, month: 1, day: 1)!.adding(days: -2 * count)
        if keep, let run = try store.programs.activeProgramRun() {
            return try measure(store: store, follow: follow, runID: run.id!, label: "\(count) program days", target: nil, runs: runs)
        }
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: start, startWeightsKg: [
            "agachamento-livre-barra": 60, "supino-reto-com-barra": 40, "desenvolvimento-militar-com-barra": 30,
            "levantamento-terra": 80, "puxada-frontal": 30, "remada-unilateral-com-halter": 14,
        ]))
        let engine = ProgramEngine(program: program, run: run, exercises: exercises, settings: LoadSettings(), locale: .ptBR)
        // The data is made from the starting numbers (folding 10 000 times would take minutes); the fold below
        // still judges every session.
        let state = engine.initialState()
        var sessions: [WorkoutSession] = []
        for index in 0..<count {
            let position = program.position(ofDay: index)
            let prescribed = engine.prescribe(position, state: state)
            let date = start.adding(days: index * 2)
            let plan = try store.programs.saveProgramPlan(FollowProgram.plan(for: prescribed, program: program, runID: run.id!, position: position, date: date, now: LocalDateTime(startOf: date), locale: .ptBR))
            var numbers: [String: Int] = [:]
            var sets: [LoggedSet] = []
            for item in prescribed {
                for set in item.sets {
                    numbers[item.exerciseID, default: 0] += 1
                    // Every 7th session the last set falls short, so stages move too.
                    let reps = set.kind == .amrap ? set.reps + 2 : (index % 7 == 0 && set.kind == .working ? max(set.reps - 1, 0) : set.reps)
                    sets.append(LoggedSet(exerciseID: item.exerciseID, setNumber: numbers[item.exerciseID]!, reps: reps,
                                          weightKg: set.weightKg ?? 20, kind: set.kind == .warmup ? .warmup : .working))
                }
            }
            let session = WorkoutSession(completedAt: LocalDateTime(startOf: date), status: .completed, planID: plan.id, planTitle: plan.name, sets: sets)
            sessions.append(session)
        }
        // The free sessions before the program: the same lifts, no plan.
        var free: [WorkoutSession] = []
        for index in 0..<(total - count) {
            let date = start.adding(days: -(total - count - index))
            let sets = sessions.isEmpty ? [] : sessions[index % sessions.count].sets
            free.append(WorkoutSession(completedAt: LocalDateTime(startOf: date), status: .completed, sets: sets))
        }
        try store.imports.recordBatch(sessions: free + sessions)
        let setCount = sessions.reduce(0) { $0 + $1.sets.count }
        let label = "a history of \(total) sessions, \(count) of them program days (\(setCount) sets)"
        try measure(store: store, follow: follow, runID: run.id!, label: label, target: count < total ? "< 50 ms" : nil, runs: runs)
    }

    static func measure(store: SQLiteStore, follow: FollowProgram, runID: Int64, label: String, target: String?, runs: Int) throws {
        print(try Measurement.run("program: sessions of \(label) read", runs: runs, warmUp: 1) {
            _ = try store.programs.programSessions(runID: runID)
        }.json)
        let sessions = try store.programs.programSessions(runID: runID)
        if let standing = try follow.standing() {
            print(Measurement.run("program: the fold alone over \(label)", runs: runs, warmUp: 1) {
                _ = standing.engine.state(after: sessions)
            }.json)
        }
        print(try Measurement.run("program: today's day from \(label): read, fold, prescribe" + (target.map { " (target \($0))" } ?? ""), runs: runs, warmUp: 1) {
            guard let standing = try follow.standing() else { throw CocoaError(.featureUnsupported) }
            _ = standing.engine.prescribe(standing.state.next, state: standing.state)
        }.json)
    }
}
