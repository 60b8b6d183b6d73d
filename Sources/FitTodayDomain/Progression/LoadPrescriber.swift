/// Prescribes today's load of each exercise from the person's history: linear progression with a stall rule.
///
/// If every working set last time reached the prescribed reps (the top of a rep range) at load W, the target is W
/// plus one step of the one load policy (``LoadPolicy``: 2.5 kg for upper-body barbell lifts, 5 kg for lower-body
/// ones and the deadlift, one dumbbell step for dumbbells, one machine step otherwise); otherwise W again; after two sessions in a row short of the reps (the bottom of a range) at the same W, 90% of W
/// (a deload). Soreness that already lowers the sets keeps W. Every target is rounded to what the person can load and carries its reason; the
/// same history always gives the same numbers.
public struct LoadPrescriber: Sendable {
    public var settings: LoadSettings { didSet { policy = LoadPolicy(settings: settings) } }
    public var locale: AppLocale
    /// The one load policy, which a program's lifts follow too.
    private var policy: LoadPolicy

    public init(settings: LoadSettings = LoadSettings(), locale: AppLocale = .default) {
        self.settings = settings
        self.locale = locale
        policy = LoadPolicy(settings: settings)
    }

    /// One prescription per exercise of `plan`, in its order. `history[exerciseID]` lists sessions newest first
    /// (warm-ups are left out here); a warm-up ramp goes to the first barbell compound lift with a target of 40 kg or more.
    public func prescriptions(
        for plan: Plan, exercises: [String: Exercise], history: [String: [ExerciseLogEntry]], soreness: Int
    ) -> [LoadPrescription] {
        var warmedUp = false
        return plan.exercises.map { item in
            let exercise = exercises[item.exerciseID]
            var prescription = prescription(for: item, exercise: exercise, history: history[item.exerciseID] ?? [], soreness: soreness)
            if !warmedUp, let exercise, let target = prescription.targetWeightKg, target >= 40,
               LoadPolicy.facts(of: exercise).implement == .barbell, exercise.tags.contains("compound") {
                prescription.warmup = warmupRamp(to: target)
                warmedUp = true
            }
            return prescription
        }
    }

    public func prescription(for item: PlanExercise, exercise: Exercise?, history: [ExerciseLogEntry], soreness: Int) -> LoadPrescription {
        let sessions = history.compactMap { entry -> ExerciseLogEntry? in
            var working = entry
            working.sets = entry.sets.filter { $0.kind.isWorkingSet && $0.reps > 0 }
            return working.sets.isEmpty ? nil : working
        }
        guard let last = sessions.first else { return LoadPrescription(reason: hint(for: exercise)) }
        guard let load = Self.heaviest(last) else { return LoadPrescription(last: last, reason: hint(for: exercise)) }
        let facts = LoadPolicy.facts(of: exercise)
        let implement = facts.implement
        let reps = last.sets.map(\.reps)
        if SorenessTier(soreness: soreness) != .none {
            return LoadPrescription(last: last, targetWeightKg: rounded(load, implement), reason: locale.words.domain.loadPrescriber.sameLoadSoreness(soreness: soreness))
        }
        // A rep range (8–12) progresses at its top, double progression; a fixed number at that number.
        if reps.allSatisfy({ $0 >= (item.repsMax ?? item.reps) }) {
            let step = policy.step(.automatic, facts: facts)
            let target = rounded(load + step, implement)
            return LoadPrescription(last: last, targetWeightKg: target, reason: locale.words.domain.loadPrescriber.kgDone(target: WeightText.format(target - load, settings.unit, locale), repsCount: reps.count, reps: item.repsMax ?? item.reps, day: day(last)))
        }
        // A session of a day readiness or a deload changed postponed its test: short of reps there is no failure.
        if sessions.count > 1, !last.readinessHeld, !sessions[1].readinessHeld, let before = Self.heaviest(sessions[1]), abs(before - load) < 0.01,
           sessions[1].sets.contains(where: { $0.reps < item.reps }) {
            let target = rounded(load * 0.9, implement)
            return LoadPrescription(last: last, targetWeightKg: target, reason: locale.words.domain.loadPrescriber.shortOfRepsTwice(reps: item.reps, previousDay: day(sessions[1]), lastDay: day(last)))
        }
        let list = reps.map(String.init).joined(separator: ", ")
        return LoadPrescription(last: last, targetWeightKg: rounded(load, implement), reason: locale.words.domain.loadPrescriber.sameLoadOn(list: list, day: day(last)))
    }

    /// Bar × 10, then about 40%, 60% and 80% of the target for 8, 5 and 3 reps, each heavier than the one before.
    public func warmupRamp(to target: Double) -> [WarmupSet] {
        var ramp = [WarmupSet(reps: 10, weightKg: settings.barLoadKg)]
        for (share, reps) in [(0.4, 8), (0.6, 5), (0.8, 3)] {
            let weight = rounded(target * share, .barbell)
            if weight > ramp[ramp.count - 1].weightKg, weight < target { ramp.append(WarmupSet(reps: reps, weightKg: weight)) }
        }
        return ramp
    }

    static func heaviest(_ entry: ExerciseLogEntry) -> Double? {
        entry.sets.compactMap(\.weightKg).filter { $0 > 0 }.max()
    }

    /// The load shown for `kilograms` (``LoadPolicy/load(_:for:)``).
    func rounded(_ kilograms: Double, _ implement: LoadImplement) -> Double { policy.load(kilograms, for: implement) }

    private func hint(for exercise: Exercise?) -> String? {
        // An exercise not in the library (nil) may still take a load; one that is says whether it does.
        guard exercise?.isLoadable ?? true else { return nil }
        return locale.words.domain.loadPrescriber.chooseLoad
    }

    private func day(_ entry: ExerciseLogEntry) -> String { DateText.dayAndMonth(entry.completedAt.date, locale) }
}
