/// The one rule that turns a day's decided plan into what is shown, by readiness and by a deload the person
/// started (`docs/readiness.md`). It never adds load: at most it keeps last time's weight.
///
/// - Low: no load increase (last time's weight; a program's progression step is not applied today), AMRAP sets
///   become their fixed reps (the progression test is postponed), the last back-off or accessory set is dropped.
/// - Very low: all of that, working sets at about 90% of that load, optional accessories left out.
/// - A deload: the program's deload week when it has one (given by the caller), else about 40% fewer sets.
///
/// A program row that soreness left with no set at all (5/3/1 BBB's 5×10, all back-off sets, which soreness of 3 or
/// more drops) is left out of the day with its reason, never shown as an empty row.
public struct ReadinessAdjuster: Sendable {
    /// What a day's plan is made of before the rule.
    public struct Input: Sendable {
        public var plan: Plan
        /// As planned, one per exercise.
        public var loads: [LoadPrescription]
        /// A program day's loads with the progression's last step not applied (nil for other plans: their targets
        /// are held at the last session's heaviest working weight instead).
        public var heldLoads: [LoadPrescription]?
        /// The positions (0-based) of optional accessories: a program's T3 rows, or exercises whose role is
        /// accessory, core or conditioning.
        public var accessories: Set<Int>
        public var exercises: [String: Exercise]
        /// Nil: readiness is not read today.
        public var readiness: ReadinessAssessment?
        public var deload: DeloadPeriod?
        /// The deload is already given by the program's own deload week (``loads`` are that week's).
        public var deloadWeekGiven: Bool
        public var deloadSuggested: Bool
        /// The day's soreness (0–10), which a program's prescription already answered; it names the reason when a
        /// row is left with nothing.
        public var soreness: Int

        public init(
            plan: Plan, loads: [LoadPrescription], heldLoads: [LoadPrescription]? = nil, accessories: Set<Int> = [],
            exercises: [String: Exercise] = [:], readiness: ReadinessAssessment? = nil, deload: DeloadPeriod? = nil,
            deloadWeekGiven: Bool = false, deloadSuggested: Bool = false, soreness: Int = 0
        ) {
            self.plan = plan
            self.loads = loads
            self.heldLoads = heldLoads
            self.accessories = accessories
            self.exercises = exercises
            self.readiness = readiness
            self.deload = deload
            self.deloadWeekGiven = deloadWeekGiven
            self.deloadSuggested = deloadSuggested
            self.soreness = soreness
        }
    }

    /// Very low days: the share of last time's load the working sets take.
    public static let veryLowLoadShare = 0.9
    /// The roles whose exercises are optional on a very low day.
    public static let optionalRoles: Set<ExerciseRole> = [.accessory, .core, .conditioning]

    private let prescriber: LoadPrescriber
    private let locale: AppLocale
    private let unit: WeightUnit

    public init(settings: LoadSettings, locale: AppLocale) {
        prescriber = LoadPrescriber(settings: settings, locale: locale)
        self.locale = locale
        unit = settings.unit
    }

    /// The positions of `plan`'s exercises whose library role makes them optional.
    public static func accessories(of plan: Plan, exercises: [String: Exercise]) -> Set<Int> {
        Set(plan.exercises.indices.filter { index in
            exercises[plan.exercises[index].exerciseID]?.role.map(optionalRoles.contains) ?? false
        })
    }

    public func callAsFunction(_ input: Input) -> ReadinessDay {
        let words = locale.words.domain.readiness
        var plan = input.plan
        var loads = input.loads
        if loads.count < plan.exercises.count { loads += Array(repeating: LoadPrescription(), count: plan.exercises.count - loads.count) }
        var adjustments = Array(repeating: [ReadinessAdjustment](), count: plan.exercises.count)
        var drop = Set<Int>()
        var removed: [ReadinessDay.Removed] = []
        // A program row of back-off sets only, which soreness took away whole (the program's prescription drops
        // back-off sets from soreness 3 on): out of the day, saying why. Loads without any set are not a program's.
        if plan.program != nil, SorenessTier(soreness: input.soreness) >= .light, loads.contains(where: { !$0.sets.isEmpty }) {
            for index in plan.exercises.indices where loads[index].sets.isEmpty {
                drop.insert(index)
                let sore = locale.words.domain.soreDay
                removed.append(.init(exercise: plan.exercises[index], adjustment: ReadinessAdjustment(
                    what: sore.backoffRowLeftOut, why: sore.why(soreness: input.soreness))))
            }
        }
        let band = input.readiness?.band
        if let readiness = input.readiness, let band, band.isLow {
            let why = readiness.why(locale)
            for index in plan.exercises.indices where !drop.contains(index) {
                var notes: [String] = []
                let held = input.heldLoads.flatMap { index < $0.count ? $0[index] : nil }
                hold(&loads[index], held: held, notes: &notes)
                if band == .veryLow { lighten(&loads[index], exercise: input.exercises[plan.exercises[index].exerciseID], notes: &notes) }
                if loads[index].sets.contains(where: { $0.kind == .amrap }) {
                    loads[index].sets = loads[index].sets.map { set in
                        var set = set
                        if set.kind == .amrap { set.kind = .working }
                        return set
                    }
                    notes.append(words.amrapFixed)
                    notes.append(words.testPostponed)
                }
                if band == .veryLow, input.accessories.contains(index) {
                    drop.insert(index)
                    removed.append(.init(exercise: plan.exercises[index], adjustment: ReadinessAdjustment(what: words.accessoryLeftOut, why: why)))
                    continue
                }
                dropLastSet(&plan.exercises[index], &loads[index], accessory: input.accessories.contains(index), notes: &notes)
                adjustments[index] = notes.map { ReadinessAdjustment(what: $0, why: why) }
            }
        }
        if let deload = input.deload, !input.deloadWeekGiven {
            let why = words.deloadWhy(start: day(deload.startedOn), end: day(deload.lastDay))
            for index in plan.exercises.indices where !drop.contains(index) {
                let item = plan.exercises[index]
                let sets = DeloadPeriod.sets(item.sets), backoff = item.backoffSets == 0 ? 0 : DeloadPeriod.sets(item.backoffSets)
                guard sets < item.sets || backoff < item.backoffSets else { continue }
                plan.exercises[index].sets = sets
                plan.exercises[index].backoffSets = backoff
                loads[index].sets = Self.keep(loads[index].sets, main: sets, backoff: backoff)
                adjustments[index].append(ReadinessAdjustment(what: words.deloadSets(sets: sets, planned: item.sets), why: why))
            }
        } else if let deload = input.deload {
            let why = words.deloadWhy(start: day(deload.startedOn), end: day(deload.lastDay))
            for index in plan.exercises.indices where !drop.contains(index) {
                adjustments[index].append(ReadinessAdjustment(what: words.programDeloadWeek, why: why))
            }
        }
        // Never an empty day: the last exercise left out comes back.
        if drop.count == plan.exercises.count, let last = drop.max() {
            drop.remove(last)
            removed.removeAll { $0.exercise == plan.exercises[last] }
        }
        let kept = plan.exercises.indices.filter { !drop.contains($0) }
        plan.exercises = kept.map { plan.exercises[$0] }
        return ReadinessDay(
            plan: plan, loads: kept.map { loads[$0] }, adjustments: kept.map { adjustments[$0] }, removed: removed,
            readiness: input.readiness, deloadSuggested: input.deloadSuggested, deload: input.deload
        )
    }

    /// No increase today: a program day's loads without the last progression step, any other plan's target at
    /// most last time's heaviest working weight.
    private func hold(_ load: inout LoadPrescription, held: LoadPrescription?, notes: inout [String]) {
        let words = locale.words.domain.readiness
        let lastDate = load.last.map { day($0.completedAt.date) }
        if let held {
            let before = load.sets.filter { $0.kind != .warmup }.compactMap(\.weightKg)
            let after = held.sets.filter { $0.kind != .warmup }.compactMap(\.weightKg)
            guard after != before, let weight = held.targetWeightKg ?? after.first else { return }
            var kept = held
            kept.last = load.last
            load = kept
            notes.append(lastDate.map { words.sameLoadAs(weight: kilograms(weight), date: $0) } ?? words.sameLoad(weight: kilograms(weight)))
            return
        }
        guard let target = load.targetWeightKg, let last = load.last,
              let heaviest = last.sets.filter({ $0.kind.isWorkingSet }).compactMap(\.weightKg).filter({ $0 > 0 }).max(),
              target > heaviest + 0.001 else { return }
        load.targetWeightKg = heaviest
        load.warmup = load.warmup.filter { $0.weightKg < heaviest }
        notes.append(words.sameLoadAs(weight: kilograms(heaviest), date: day(last.completedAt.date)))
    }

    /// Very low: about 90% of the (held) load on every set but the warm-ups, which stay lighter than the first set.
    private func lighten(_ load: inout LoadPrescription, exercise: Exercise?, notes: inout [String]) {
        let implement = LoadPolicy.facts(of: exercise).implement
        func lighter(_ weight: Double) -> Double {
            min(prescriber.rounded(weight * Self.veryLowLoadShare, implement), weight)
        }
        var changed: Double?
        if let target = load.targetWeightKg, target > 0 {
            load.targetWeightKg = lighter(target)
            changed = load.targetWeightKg
        }
        load.sets = load.sets.map { set in
            guard set.kind != .warmup, let weight = set.weightKg, weight > 0 else { return set }
            var set = set
            set.weightKg = lighter(weight)
            set.platesPerSideKg = []
            if changed == nil { changed = set.weightKg }
            return set
        }
        guard let changed else { return }
        let first = load.sets.first { $0.kind != .warmup }?.weightKg ?? changed
        load.sets.removeAll { $0.kind == .warmup && ($0.weightKg ?? 0) >= first }
        load.warmup = load.warmup.filter { $0.weightKg < changed }
        notes.append(locale.words.domain.readiness.lighterLoad(weight: kilograms(first)))
    }

    /// Low: the last back-off set goes; failing one, an accessory's last set (never its only one).
    private func dropLastSet(_ item: inout PlanExercise, _ load: inout LoadPrescription, accessory: Bool, notes: inout [String]) {
        let words = locale.words.domain.readiness
        // A row of back-off sets only (5/3/1 BBB's 5×10) counts them as its sets: the last one goes all the same.
        let backoffOnly = ProgramRowSets(load.sets).isBackoffOnly
        if item.backoffSets > 0 || backoffOnly && item.sets > 1 {
            if item.backoffSets > 0 { item.backoffSets -= 1 } else { item.sets -= 1 }
            if let last = load.sets.lastIndex(where: { $0.kind == .backoff }) { load.sets.remove(at: last) }
            notes.append(words.lastBackoffDropped)
        } else if accessory, item.sets > 1 {
            item.sets -= 1
            if let last = load.sets.lastIndex(where: { $0.kind.isMainWork }) { load.sets.remove(at: last) }
            notes.append(words.lastSetDropped(sets: item.sets))
        }
    }

    /// The warm-ups, the first `main` working sets and the first `backoff` back-off sets of `sets`.
    static func keep(_ sets: [PrescribedSet], main: Int, backoff: Int) -> [PrescribedSet] {
        var mainLeft = main, backoffLeft = backoff
        // A row of back-off sets only counts them as its sets (ProgramRowSets).
        if ProgramRowSets(sets).isBackoffOnly { (mainLeft, backoffLeft) = (0, main) }
        return sets.filter { set in
            switch set.kind {
            case .warmup: return true
            case .working, .amrap:
                mainLeft -= 1
                return mainLeft >= 0
            case .backoff:
                backoffLeft -= 1
                return backoffLeft >= 0
            }
        }
    }

    private func kilograms(_ value: Double) -> String { WeightText.format(value, unit, locale) }

    private func day(_ date: LocalDate) -> String { DateText.dayAndMonth(date, locale) }
}
