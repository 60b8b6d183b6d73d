/// Each alternative's target for today and its reason (issue 52, `docs/alternatives.md`):
///
/// 1. from its own history, by the same rule as any plan's loads (``LoadPrescriber``, the one prescriber);
/// 2. else, for a bodyweight exercise, the planned exercise's reps, not a load;
/// 3. else an estimate from the planned lift's target of today through ``LoadRatioTable``, rounded by the one load
///    policy (``LoadPolicy``) to the person's unit and steps, and said to be an estimate;
/// 4. else no load, with the first-time advice of an exercise never logged.
public struct PrescribeAlternativeLoads: Sendable {
    private let performances: any ExercisePerformanceRepository
    private let settings: LoadSettings
    private let locale: AppLocale

    public init(performances: any ExercisePerformanceRepository, settings: LoadSettings, locale: AppLocale) {
        self.performances = performances
        self.settings = settings
        self.locale = locale
    }

    /// The alternatives of `item` (the plan's entry, whose reps and sets they take) with their loads.
    /// - Parameters:
    ///   - planned: the planned exercise's library entry (nil: not in the library; then no estimate).
    ///   - plannedLoad: the planned exercise's prescription as shown today.
    ///   - soreness: the day's check-in soreness (0 without one), as for the plan's own loads.
    public func callAsFunction(
        _ alternatives: [Exercise], for item: PlanExercise, planned: Exercise?, plannedLoad: LoadPrescription,
        on date: LocalDate, soreness: Int
    ) throws(FitTodayError) -> [OfferedAlternative] {
        guard !alternatives.isEmpty else { return [] }
        let history = try performances.recentPerformances(of: alternatives.map(\.id), before: date, limit: PrescribeLoads.sessionsRead)
        return alternatives.map { alternative in
            OfferedAlternative(exercise: alternative, load: load(
                of: alternative, for: item, planned: planned, plannedLoad: plannedLoad, history: history[alternative.id] ?? [], soreness: soreness))
        }
    }

    /// One alternative's load, from its history (newest session first).
    public func load(
        of alternative: Exercise, for item: PlanExercise, planned: Exercise?, plannedLoad: LoadPrescription,
        history: [ExerciseLogEntry], soreness: Int
    ) -> AlternativeLoad {
        prescribed(alternative, for: item, planned: planned, plannedLoad: plannedLoad, history: history, soreness: soreness).load
    }

    /// `alternative` done in `item`'s place for the whole session (`plan swap`): its load found as for an
    /// alternative, as a prescription of its own (with its warm-ups when it has a history); its working sets are
    /// the planned entry's.
    public func prescription(
        of alternative: Exercise, for item: PlanExercise, planned: Exercise?, plannedLoad: LoadPrescription, on date: LocalDate, soreness: Int
    ) throws(FitTodayError) -> LoadPrescription {
        let history = try performances.recentPerformances(of: [alternative.id], before: date, limit: PrescribeLoads.sessionsRead)
        let given = prescribed(alternative, for: item, planned: planned, plannedLoad: plannedLoad, history: history[alternative.id] ?? [], soreness: soreness)
        if let own = given.own { return own }
        return LoadPrescription(last: history[alternative.id]?.first, targetWeightKg: given.load.targetWeightKg, reason: given.load.reason)
    }

    /// The load and, when it comes from the alternative's own history, the prescriber's whole prescription.
    private func prescribed(
        _ alternative: Exercise, for item: PlanExercise, planned: Exercise?, plannedLoad: LoadPrescription,
        history: [ExerciseLogEntry], soreness: Int
    ) -> (load: AlternativeLoad, own: LoadPrescription?) {
        var entry = item
        entry.exerciseID = alternative.id
        entry.exerciseName = alternative.name
        entry.durationSeconds = alternative.durationSeconds
        let work = entry.workText(locale)
        let words = locale.words.domain.alternatives
        let prescriber = LoadPrescriber(settings: settings, locale: locale)
        let own = prescriber.prescription(for: entry, exercise: alternative, history: history, soreness: soreness)
        if let target = own.targetWeightKg {
            return (AlternativeLoad(kind: .history, targetWeightKg: target, work: work, reason: own.reason ?? ""), own)
        }
        if alternative.implement == .bodyweight || !alternative.isLoadable {
            return (AlternativeLoad(kind: .bodyweight, work: work, reason: words.bodyweight(work: work)), nil)
        }
        if let planned, let today = Self.target(of: plannedLoad), let ratio = LoadRatioTable.ratio(from: planned, to: alternative) {
            let policy = LoadPolicy(settings: settings)
            let target = policy.load(today * ratio, for: LoadPolicy.facts(of: alternative).implement)
            let each = alternative.implement == .dumbbell || alternative.implement == .kettlebell ? words.each : ""
            return (AlternativeLoad(kind: .estimate, targetWeightKg: target, work: work, reason: words.estimate(
                ratio: NumberText.decimal(ratio, fractionDigits: 2, locale), name: planned.name,
                load: WeightText.format(today, settings.unit, locale), each: each)), nil)
        }
        return (AlternativeLoad(kind: .firstTime, work: work, reason: locale.words.domain.loadPrescriber.chooseLoad), nil)
    }

    /// The planned lift's load of today: its target, or a program day's heaviest main set.
    static func target(of load: LoadPrescription) -> Double? {
        if let target = load.targetWeightKg, target > 0 { return target }
        return load.sets.filter { $0.kind.isMainWork }.compactMap(\.weightKg).filter { $0 > 0 }.max()
    }
}
