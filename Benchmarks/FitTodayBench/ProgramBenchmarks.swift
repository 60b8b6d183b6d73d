import FitTodayData
import FitTodayDomain
import Foundation

/// How long a program's day takes to work out from a long history: the state folded from every session that
/// counts as a program day, then the day's sets. The history is GZCLP followed for `sessions` days, each logged
/// against its own plan with the sets the program gave (as `log --plan` stores them).
enum ProgramBenchmarks {
    static func run(database: String, sessions count: Int, runs: Int) throws {
        try? FileManager.default.removeItem(atPath: database)
        let store = try SQLiteStore.open(at: database, createIfMissing: true)
        try store.saveProfile(Profile(goal: .strength, equipment: .fullGym))
        let library = try ContentLibraryLoader.withBuiltIn(overrides: nil).load()
        try store.saveExercises(library.exercises)
        let matcher = ExerciseMatcher(exercises: library.exercises)
        let catalogue = try ProgramLibraryLoader.withBuiltIn(overrides: nil).load(matcher: matcher)
        let exercises = Dictionary(library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let follow = FollowProgram(programs: store, performances: store, catalogue: catalogue, exercises: exercises,
                                   settings: LoadSettings(), locale: .ptBR)
        let program = try follow.program(id: "gzclp")
        let start = LocalDate(year: 1990, month: 1, day: 1)!
        let run = try store.startProgramRun(ProgramRun(programID: "gzclp", startedOn: start, startWeightsKg: [
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
            let plan = try store.saveProgramPlan(FollowProgram.plan(for: prescribed, program: program, runID: run.id!, position: position, date: date, now: LocalDateTime(startOf: date), locale: .ptBR))
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
        try store.recordBatch(sessions: sessions)
        let setCount = sessions.reduce(0) { $0 + $1.sets.count }
        print(try Measurement.run("program: sessions of \(count) program days read (\(setCount) sets)", runs: runs, warmUp: 1) {
            _ = try store.programSessions(runID: run.id!)
        }.json)
        print(try Measurement.run("program: today's day from \(count) program days (read, fold, prescribe)", runs: runs, warmUp: 1) {
            guard let standing = try follow.standing() else { throw CocoaError(.featureUnsupported) }
            _ = standing.engine.prescribe(standing.state.next, state: standing.state)
        }.json)
    }
}
