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
        let name: @Sendable (AppLocale) -> String
        let focus: Focus
        let exercises: [(id: String, startKg: Double)]
    }

    // Exercises of the curated library by id, the same in every language (a test checks each one is there), so
    // sample data never creates exercises of your own; the plans are named in the profile's language.
    private static let templates: [Template] = [
        Template(name: { $0.words.data.sampleData.pushDay }, focus: .upper, exercises: [
            ("supino-reto-com-barra", 40), ("supino-inclinado-com-halteres", 14),
            ("desenvolvimento-com-halteres", 10), ("elevacao-lateral-com-halteres", 6),
            ("triceps-pulley", 20), ("flexao-de-bracos", 0),
        ]),
        Template(name: { $0.words.data.sampleData.pullDay }, focus: .upper, exercises: [
            ("puxada-frontal", 35), ("remada-curvada-com-barra", 30),
            ("remada-unilateral-com-halter", 14), ("rosca-direta-com-barra", 15),
            ("rosca-martelo", 10), ("prancha", 0),
        ]),
        Template(name: { $0.words.data.sampleData.legDay }, focus: .lower, exercises: [
            ("agachamento-livre-barra", 40), ("leg-press-45", 80),
            ("cadeira-extensora", 25), ("mesa-flexora", 20),
            ("elevacao-de-panturrilha-em-pe", 30), ("abdominal-supra", 0),
        ]),
    ]

    /// Every exercise id the sample plans use.
    public static var exerciseIDs: [String] { templates.flatMap { $0.exercises.map(\.id) } }

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
    /// adds nothing: plans are found by name and sessions carry a key made of the seed and their place. Plans are
    /// named in `locale`, and loads are whole half-units of `unit`.
    public func populate(store: SQLiteStore, library: [Exercise], sessions count: Int, days: Int, until: LocalDate,
                         notAfter: LocalDateTime? = nil, locale: AppLocale = .ptBR, unit: WeightUnit = .kg) throws(FitTodayError) -> Summary {
        var random = SeededRandom(seed: seed)
        try store.exercises.saveExercises(library)
        let known = Set(library.map(\.id))
        let existingPlans = try store.plans.plans(listedOn: until).filter { $0.source == .manual }
        var planIDs: [Int64] = []
        var createdPlans = 0
        var plannedExercises: [[(id: String, startKg: Double)]] = []
        var planNames: [String] = []
        for template in Self.templates {
            let resolved = template.exercises.filter { known.contains($0.id) }
            // A plan seeded before in either language is the same plan.
            let names = AppLocale.allCases.map(template.name)
            if let existing = existingPlans.first(where: { names.contains($0.name) }) {
                planIDs.append(existing.id)
                planNames.append(existing.name)
            } else {
                planNames.append(template.name(locale))
                let plan = Plan(
                    name: template.name(locale), description: "", createdAt: LocalDateTime(startOf: until.adding(days: -days)),
                    isActive: planIDs.isEmpty, source: .manual, estimatedMinutes: 55, intensity: .moderate,
                    exercises: resolved.map { PlanExercise(exerciseID: $0.id, sets: 4, reps: 10, restSeconds: 90) }
                )
                planIDs.append(try store.plans.createPlan(plan, newExercises: []).id ?? 0)
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
                planTitle: planNames[templateIndex]
            )
            if !skipped {
                let minutes = 40 + Int(random.next() % 30)
                session.durationMinutes = minutes
                session.startedAt = completedAt.adding(seconds: -60 * minutes)
                session.intensity = [Intensity.low, .moderate, .moderate, .high][Int(random.next() % 4)]
                for exercise in plannedExercises[templateIndex] {
                    let setCount = 3 + Int(random.next() % 2)
                    // Half units: 0.5 kg, or 0.5 lb for a lifter in pounds (whose loads read as they were typed).
                    let load = exercise.startKg == 0 ? nil
                        : unit.kilograms((unit.value(fromKilograms: exercise.startKg * (1 + 0.35 * progress)) * 2).rounded() / 2)
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
        let stored = try store.imports.storedImportKeys()
        let fresh = sessions.indices.filter { !stored.contains(keys[$0]) }
        let freshDates = Set(fresh.map { sessions[$0].completedAt.date })
        let newCheckIns = checkIns.filter { freshDates.contains($0.date) }
        try store.imports.recordBatch(sessions: fresh.map { sessions[$0] }, checkIns: newCheckIns, importKeys: fresh.map { keys[$0] })
        summary.sessions = fresh.count
        summary.completed = fresh.filter { sessions[$0].status == .completed }.count
        summary.sets = fresh.reduce(0) { $0 + sessions[$1].sets.count }
        summary.checkIns = newCheckIns.count
        return summary
    }
}
