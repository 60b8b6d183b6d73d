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
        let exercises: [(name: String, startKg: Double)]
    }

    // Names of the curated library (a test checks each one is there), so sample data never creates
    // exercises of your own.
    private static let templates: [Template] = [
        Template(name: "Treino A — Peito, ombros e tríceps", focus: .upper, exercises: [
            ("Supino reto com barra", 40), ("Supino inclinado com halteres", 14),
            ("Desenvolvimento com halteres", 10), ("Elevação lateral com halteres", 6),
            ("Tríceps pulley", 20), ("Flexão de braços", 0),
        ]),
        Template(name: "Treino B — Costas e bíceps", focus: .upper, exercises: [
            ("Puxada frontal", 35), ("Remada curvada com barra", 30),
            ("Remada unilateral com halter", 14), ("Rosca direta com barra", 15),
            ("Rosca martelo", 10), ("Prancha", 0),
        ]),
        Template(name: "Treino C — Pernas e abdômen", focus: .lower, exercises: [
            ("Agachamento livre com barra", 40), ("Leg press 45°", 80),
            ("Cadeira extensora", 25), ("Mesa flexora", 20),
            ("Elevação de panturrilha em pé", 30), ("Abdominal supra", 0),
        ]),
    ]

    /// Every exercise name the sample plans use.
    public static var exerciseNames: [String] { templates.flatMap { $0.exercises.map(\.name) } }

    private let seed: UInt64

    public init(seed: UInt64 = 1) {
        self.seed = seed
    }

    /// Writes `sessions` sessions spread over the `days` days ending on `until`, in one transaction
    /// per step; about one in ten is skipped. No session ends after `notAfter` (now, when seeding up to today):
    /// a history should not hold a workout finished later today.
    ///
    /// Exercises come from `library` (stored first, as every command that reads the library does); a sample
    /// exercise the library lacks is left out rather than created. Running it again with the same arguments
    /// adds nothing: plans are found by name and sessions carry a key made of the seed and their place.
    public func populate(store: SQLiteStore, library: [Exercise], sessions count: Int, days: Int, until: LocalDate,
                         notAfter: LocalDateTime? = nil) throws(FitTodayError) -> Summary {
        var random = SeededRandom(seed: seed)
        try store.saveExercises(library)
        let byKey = Dictionary(library.map { (ExerciseNameKey.key(for: $0.name), $0.id) }, uniquingKeysWith: { first, _ in first })
        let existingPlans = try store.plans(listedOn: until).filter { $0.source == .manual }
        var planIDs: [Int64] = []
        var createdPlans = 0
        var plannedExercises: [[(id: String, startKg: Double)]] = []
        for template in Self.templates {
            let resolved = template.exercises.compactMap { item in byKey[ExerciseNameKey.key(for: item.name)].map { (id: $0, startKg: item.startKg) } }
            if let existing = existingPlans.first(where: { $0.name == template.name }) {
                planIDs.append(existing.id)
            } else {
                let plan = Plan(
                    name: template.name, description: "", createdAt: LocalDateTime(startOf: until.adding(days: -days)),
                    isActive: planIDs.isEmpty, source: .manual, estimatedMinutes: 55, intensity: .moderate,
                    exercises: resolved.map { PlanExercise(exerciseID: $0.id, sets: 4, reps: 10, restSeconds: 90) }
                )
                planIDs.append(try store.createPlan(plan, newExercises: []).id ?? 0)
                createdPlans += 1
            }
            plannedExercises.append(resolved)
        }

        var sessions: [WorkoutSession] = []
        var checkIns: [CheckIn] = []
        var summary = Summary(sessions: 0, completed: 0, sets: 0, plans: createdPlans, checkIns: 0)
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
            }
            sessions.append(session)
            if checkIns.last?.date != date {
                let soreness = Int(random.next() % 5)
                checkIns.append(CheckIn(date: date, focus: template.focus, soreness: soreness, soreRegion: soreness >= 3 ? .legs : nil))
            }
        }
        // The arguments and the place, not the time: a run clamped to "now" must match an earlier run of the same day.
        let keys = sessions.indices.map { "sample:\(seed):\(count):\(days):\(until):\($0)" }
        let stored = try store.storedImportKeys()
        let fresh = sessions.indices.filter { !stored.contains(keys[$0]) }
        let freshDates = Set(fresh.map { sessions[$0].completedAt.date })
        let newCheckIns = checkIns.filter { freshDates.contains($0.date) }
        try store.recordBatch(sessions: fresh.map { sessions[$0] }, checkIns: newCheckIns, importKeys: fresh.map { keys[$0] })
        summary.sessions = fresh.count
        summary.completed = fresh.filter { sessions[$0].status == .completed }.count
        summary.sets = fresh.reduce(0) { $0 + sessions[$1].sets.count }
        summary.checkIns = newCheckIns.count
        return summary
    }
}
