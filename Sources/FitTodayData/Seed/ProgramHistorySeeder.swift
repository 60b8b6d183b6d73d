import FitTodayDomain

/// Sample history that follows a program, day after day, as a person would log it: each session is the program's
/// next day, logged against its plan, mostly as prescribed (`+` sets beat their reps, now and then a set falls
/// short). Used by `make demo` (`dev seed --program`), so the demo's today page shows a program day whose loads
/// come from that history. Reproducible for the same seed.
public struct ProgramHistorySeeder: Sendable {
    /// Starting weights of the usual lifts, by library id; other loadable lifts start at 20 kg (10 kg dumbbells).
    static let startingWeightsKg: [String: Double] = [
        "agachamento-livre-barra": 60, "supino-reto-com-barra": 45, "desenvolvimento-militar-com-barra": 30,
        "levantamento-terra": 80, "remada-curvada-com-barra": 40, "puxada-frontal": 35, "levantamento-terra-romeno": 50,
        "leg-press-45": 100, "supino-inclinado-com-halteres": 14, "remada-unilateral-com-halter": 16,
    ]

    private let seed: UInt64

    public init(seed: UInt64 = 1) {
        self.seed = seed
    }

    /// Starts `programID` on the first of the `days` days ending on `until` and logs `count` of its days over
    /// them (about one in ten skipped). Returns how many sessions were written; 0 when the program already runs.
    public func populate(
        store: SQLiteStore, follow: FollowProgram, programID: String, sessions count: Int, days: Int, until: LocalDate,
        notAfter: LocalDateTime?
    ) throws(FitTodayError) -> Int {
        guard try store.programs.activeProgramRun()?.programID != programID else { return 0 }
        let program = try follow.program(id: programID)
        let span = max(days, 1)
        let first = until.adding(days: -(span - 1))
        var starts: [String: Double] = [:], trainingMaxes: [String: Double] = [:]
        let probe = ProgramEngine(program: program, run: ProgramRun(programID: programID, startedOn: first), exercises: [:], settings: LoadSettings(), locale: .default)
        for lift in program.lifts where !lift.exerciseID.isEmpty {
            let weight = Self.startingWeightsKg[lift.exerciseID] ?? 20
            if probe.usesTrainingMax(lift.key) { trainingMaxes[lift.exerciseID] = weight * 1.25 } else if starts[lift.exerciseID] == nil { starts[lift.exerciseID] = weight }
        }
        _ = try store.programs.startProgramRun(ProgramRun(programID: programID, startedOn: first, trainingMaxesKg: trainingMaxes, startWeightsKg: starts))
        var random = SeededRandom(seed: seed)
        var written = 0
        for index in 0..<count {
            let offset = count <= 1 ? 0 : index * (span - 1) / (count - 1)
            let date = first.adding(days: offset)
            var completedAt = LocalDateTime(date: date, hour: 6 + Int(random.next() % 14), minute: Int(random.next() % 60))!
            if let notAfter, completedAt > notAfter { completedAt = notAfter }
            guard let plan = try follow.dayPlan(on: date, now: completedAt, store: true), let planID = plan.id,
                  let loads = try follow.prescriptions(for: plan, on: date, soreness: 0) else { continue }
            if random.next() % 10 == 0 {
                _ = try store.history.recordSession(WorkoutSession(completedAt: completedAt, status: .skipped, planID: planID, planTitle: plan.name), newExercises: [])
                written += 1
                continue
            }
            var session = WorkoutSession(completedAt: completedAt, status: .completed, durationMinutes: 45 + Int(random.next() % 30),
                                         intensity: .moderate, planID: planID, planTitle: plan.name)
            session.startedAt = completedAt.adding(seconds: -60 * (session.durationMinutes ?? 45))
            var numbers: [String: Int] = [:]
            for (item, load) in zip(plan.exercises, loads) {
                // Now and then the last set of a lift falls short, as it does.
                let shortfall = random.next() % 8 == 0
                let sets = load.sets.isEmpty ? Array(repeating: PrescribedSet(kind: .working, reps: item.reps), count: item.sets) : load.sets
                for (position, set) in sets.enumerated() {
                    numbers[item.exerciseID, default: 0] += 1
                    var reps = set.repsMax.map { set.reps + Int(random.next() % UInt64($0 - set.reps + 1)) } ?? set.reps
                    if set.kind == .amrap { reps += Int(random.next() % 5) }
                    if shortfall, position == sets.count - 1, set.kind.isMainWork { reps = max(reps - 2, 1) }
                    let weight = set.weightKg ?? (load.sets.isEmpty || set.kind == .warmup ? nil : fallbackWeight(item.exerciseID, store: store))
                    session.sets.append(LoggedSet(exerciseID: item.exerciseID, setNumber: numbers[item.exerciseID]!, reps: reps, weightKg: weight,
                                                  kind: set.kind == .warmup ? .warmup : .working))
                }
            }
            _ = try store.history.recordSession(session, newExercises: [])
            written += 1
        }
        return written
    }

    /// What someone picks for a lift the program gives no load yet: its usual start, nothing for bodyweight.
    private func fallbackWeight(_ exerciseID: String, store: SQLiteStore) -> Double? {
        guard let exercise = try? store.exercises.exercise(id: exerciseID), exercise.equipment != .bodyweight else { return nil }
        return Self.startingWeightsKg[exerciseID] ?? (LoadImplement(exercise: exercise) == .dumbbell ? 10 : 20)
    }
}
