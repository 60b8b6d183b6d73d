import FitTodayDomain

/// Fills a database with realistic, reproducible training data: plans, check-ins and a history of
/// sessions with progressive loads. Used by `make demo` and the benchmarks.
public struct SampleDataGenerator: Sendable {
    /// What was written.
    public struct Summary: Equatable, Sendable {
        public var sessions: Int
        public var completed: Int
        public var sets: Int
        public var plans: Int
        public var checkIns: Int
    }

    private struct Template {
        let name: String
        let focus: Focus
        let exercises: [(name: String, group: MuscleGroup, startKg: Double)]
    }

    // Used only when the library is empty, so that sample sessions still name real exercises.
    private static let templates: [Template] = [
        Template(name: "Treino A — Peito, ombros e tríceps", focus: .upper, exercises: [
            ("Supino reto com barra", .chest, 40), ("Supino inclinado com halteres", .chest, 14),
            ("Desenvolvimento com halteres", .shoulders, 10), ("Elevação lateral", .shoulders, 6),
            ("Tríceps na polia", .arms, 20), ("Flexão de braços", .chest, 0),
        ]),
        Template(name: "Treino B — Costas e bíceps", focus: .upper, exercises: [
            ("Puxada frontal", .back, 35), ("Remada curvada com barra", .back, 30),
            ("Remada unilateral com halter", .back, 14), ("Rosca direta com barra", .arms, 15),
            ("Rosca martelo", .arms, 10), ("Prancha", .core, 0),
        ]),
        Template(name: "Treino C — Pernas e abdômen", focus: .lower, exercises: [
            ("Agachamento livre com barra", .legs, 40), ("Leg press 45°", .legs, 80),
            ("Cadeira extensora", .legs, 25), ("Mesa flexora", .legs, 20),
            ("Panturrilha em pé", .legs, 30), ("Abdominal supra", .core, 0),
        ]),
    ]

    private let seed: UInt64

    public init(seed: UInt64 = 1) {
        self.seed = seed
    }

    /// Writes `sessions` sessions spread over the `days` days ending on `until`, in one transaction
    /// per step; about one in ten is skipped. No session ends after `notAfter` (now, when seeding up to today):
    /// a history should not hold a workout finished later today.
    public func populate(store: SQLiteStore, sessions count: Int, days: Int, until: LocalDate,
                         notAfter: LocalDateTime? = nil) throws(FitTodayError) -> Summary {
        var random = SeededRandom(seed: seed)
        let resolver = ExerciseResolver(exercises: store)
        var planIDs: [Int64] = []
        var plannedExercises: [[(id: String, startKg: Double)]] = []
        for template in Self.templates {
            let resolved = try resolver.resolve(template.exercises.map(\.name))
            let grouped = resolved.newExercises.map { exercise in
                var exercise = exercise
                exercise.muscleGroup = template.exercises.first { ExerciseNameKey.key(for: $0.name) == ExerciseNameKey.key(for: exercise.name) }?.group
                return exercise
            }
            let plan = Plan(
                name: template.name, description: "", createdAt: LocalDateTime(startOf: until.adding(days: -days)),
                isActive: planIDs.isEmpty, source: .manual, estimatedMinutes: 55, intensity: .moderate,
                exercises: resolved.ids.map { PlanExercise(exerciseID: $0, sets: 4, reps: 10, restSeconds: 90) }
            )
            let stored = try store.createPlan(plan, newExercises: grouped)
            planIDs.append(stored.id ?? 0)
            plannedExercises.append(zip(resolved.ids, template.exercises).map { ($0, $1.startKg) })
        }

        var sessions: [WorkoutSession] = []
        var checkIns: [CheckIn] = []
        var summary = Summary(sessions: count, completed: 0, sets: 0, plans: planIDs.count, checkIns: 0)
        let span = max(days, 1)
        for index in 0..<count {
            let dayOffset = count <= 1 ? 0 : index * (span - 1) / (count - 1)
            let date = until.adding(days: dayOffset - (span - 1))
            let templateIndex = index % Self.templates.count
            let template = Self.templates[templateIndex]
            let progress = Double(index) / Double(max(count - 1, 1))
            var completedAt = LocalDateTime(date: date, hour: 6 + Int(random.next() % 14), minute: Int(random.next() % 60))!
            if let notAfter, completedAt > notAfter { completedAt = notAfter }
            let skipped = random.next() % 10 == 0
            var session = WorkoutSession(
                completedAt: completedAt, status: skipped ? .skipped : .completed, planID: planIDs[templateIndex],
                planTitle: template.name
            )
            if !skipped {
                let minutes = 40 + Int(random.next() % 30)
                session.durationMinutes = minutes
                session.startedAt = completedAt.adding(seconds: -60 * minutes)
                session.intensity = [Intensity.low, .moderate, .moderate, .high][Int(random.next() % 4)]
                for exercise in plannedExercises[templateIndex] {
                    let setCount = 3 + Int(random.next() % 2)
                    let load = exercise.startKg == 0 ? nil : ((exercise.startKg * (1 + 0.35 * progress)) * 2).rounded() / 2
                    for number in 1...setCount {
                        session.sets.append(LoggedSet(
                            exerciseID: exercise.id, setNumber: number, reps: 8 + Int(random.next() % 5),
                            weightKg: load, rpe: load == nil ? nil : Double(6 + random.next() % 4)
                        ))
                    }
                }
                summary.completed += 1
                summary.sets += session.sets.count
            }
            sessions.append(session)
            if checkIns.last?.date != date {
                let soreness = Int(random.next() % 5)
                checkIns.append(CheckIn(date: date, focus: template.focus, soreness: soreness, soreRegion: soreness >= 3 ? .legs : nil))
            }
        }
        summary.checkIns = checkIns.count
        try store.recordBatch(sessions: sessions, checkIns: checkIns)
        return summary
    }
}
