/// Composes a day's plan on this machine, deterministically, the way a strength coach builds a session
/// (`docs/composer.md`).
///
/// The week decides the session when no check-in chose it (``WeekPlanner``). The session's slots
/// (``SlotTemplate``) are filled from the exercises the person may do today (``ExerciseEligibility``) by
/// ``SlotFiller``, prescribed by goal and role (``DayPrescriber``, ``PrescriptionTable``) and kept within the
/// level's caps (``SessionTrimmer``). Soreness lowers the sets in proportion; severe soreness, or a day whose
/// main lifts all load the sore region, gives a recovery and mobility session from the curated mobility blocks.
public struct LocalPlanComposer: Sendable {
    public static let targetRecoveryExercises = 4
    /// The most exercises any composed day (or AI proposal) holds.
    public static let maxExercises = 8

    public let locale: AppLocale

    public init(locale: AppLocale = .default) {
        self.locale = locale
    }

    /// Whether a person with this profile, sore in this region, may do the exercise.
    public func isEligible(_ exercise: Exercise, profile: Profile, avoiding region: MuscleGroup?) -> Bool {
        ExerciseEligibility(profile: profile, soreRegion: region).allows(exercise)
    }

    /// What the request's day is: the session and its slots filled, before prescription; nil on a rest day. The
    /// items are empty when the day must be a recovery session.
    public func plannedSession(for request: CompositionRequest) -> (focus: SessionFocus, items: [ComposedItem], recovery: Bool)? {
        let history = WeekHistory(days: request.recentDays, before: request.date, library: request.library)
        guard let focus = WeekPlanner.session(for: request, history: history) else { return nil }
        let tier = SorenessTier(soreness: request.checkIn.soreness)
        // A day whose focus trains only the sore region (cardio with "cardio" sore) is a recovery day too.
        let onlySore = request.checkIn.soreRegion.map { focus.checkInFocus.muscleGroups == [$0] } == true
        if tier == .severe || focus == .mobility || onlySore { return (focus, [], true) }
        let eligible = ExerciseEligibility(request: request).eligible(in: request.library)
        let planned = WeekPlanner.mainPattern(for: focus, history: history, on: request.date)
        // The week's pattern first; another of the focus when nothing of it fits today (a sore chest on an upper day).
        let mains: [MovementPattern?] = planned.pattern.map { first in [first] + focus.mainPatterns.filter { $0 != first } } ?? [nil]
        var best: [ComposedItem] = []
        for main in mains {
            var slots = SlotTemplate.slots(for: focus, main: main)
            if [.weightLoss, .conditioning].contains(request.profile.goal), focus != .cardio, focus != .core { slots.append(SlotTemplate.finisher) }
            let filler = SlotFiller(request: request, history: history, eligible: eligible, heavyAllowed: planned.heavy)
            let items = filler.fill(slots, focus: focus)
            if items.first?.slot == slots.first { return (focus, items, false) }
            if best.isEmpty { best = items }
        }
        // No main lift fits: a day of what is left when enough is, else recovery (legs day with sore legs).
        return best.count >= 3 ? (focus, best, false) : (focus, [], true)
    }

    /// The plan for the request's day, or nil on a rest day.
    public func compose(_ request: CompositionRequest, createdAt: LocalDateTime) throws(FitTodayError) -> Plan? {
        guard let session = plannedSession(for: request) else { return nil }
        let tier = SorenessTier(soreness: request.checkIn.soreness)
        var exercises: [PlanExercise]
        var recovery = session.recovery
        if !recovery {
            // Trimmed as if rested, then lowered for soreness: a sore day keeps the rested day's exercises, fewer sets.
            let prescriber = DayPrescriber(profile: request.profile, locale: locale)
            let factor = SorenessTier.volumeFactor(soreness: request.checkIn.soreness)
            let ordered = session.items.enumerated().sorted { lhs, rhs in
                lhs.element.slot.role != rhs.element.slot.role ? lhs.element.slot.role < rhs.element.slot.role : lhs.offset < rhs.offset
            }.map(\.element)
            let prescribed = ordered.map { prescriber.prescribe($0, note: ExerciseNotes.note(for: $0.exercise.id, in: request.library)) }
            exercises = SessionTrimmer.trimmed(prescribed, optional: ordered.map(\.slot.optional), caps: SessionCaps.forLevel(request.profile.level))
            for index in exercises.indices { exercises[index].sets = Self.reducedSets(exercises[index].sets, factor: factor) }
            if exercises.isEmpty { recovery = true }
        } else {
            exercises = []
        }
        if recovery {
            exercises = recoveryExercises(for: request)
            guard !exercises.isEmpty else { throw .nothingToCompose }
            if tier == .severe, let cap = try moderateVolume(for: request) {
                exercises = SessionTrimmer.trimmed(exercises, toTotalSets: cap)
            }
        }
        let mobilityDay = session.focus == .mobility && tier != .severe
        return Plan(
            name: title(session.focus, exercises: exercises, request: request, recovery: recovery),
            description: mobilityDay ? locale.words.domain.composer.mobilityDay : description(for: request, recovery: recovery),
            createdAt: createdAt,
            source: .local,
            estimatedMinutes: SessionEstimate.minutes(exercises),
            intensity: recovery ? .low : intensity(for: request.profile, tier: tier),
            forDate: request.date,
            compositionKey: request.compositionKey,
            exercises: exercises
        )
    }

    /// The recovery and mobility session: the curated mobility blocks, varied by date, each exercise for two sets.
    func recoveryExercises(for request: CompositionRequest) -> [PlanExercise] {
        var random = SeededRandom(seedText: request.compositionSeed(.mobility))
        var tiers = preferenceTiers(candidateBlocks(for: request, focus: .mobility), request: request)
        for index in tiers.indices { tiers[index].shuffle(using: &random) }
        var items: [BlockExercise] = []
        for block in tiers.flatMap({ $0 }) where items.count < Self.targetRecoveryExercises {
            let fresh = block.exercises.filter { item in !items.contains { $0.exerciseID == item.exerciseID } }
            items += fresh.prefix(Self.maxExercises - items.count)
        }
        return items.compactMap { item in
            guard let exercise = request.library.exercise(id: item.exerciseID) else { return nil }
            var planned = PlanExercise(
                exerciseID: item.exerciseID, exerciseName: exercise.name, sets: min(max(item.sets, 1), 2),
                reps: min(max(item.reps, PlanRules.reps.lowerBound), PlanRules.reps.upperBound),
                restSeconds: min(max(item.restSeconds, PlanRules.composedRestSeconds.lowerBound), PlanRules.composedRestSeconds.upperBound),
                notes: ExerciseNotes.givesTime(item.notes) && exercise.durationSeconds != nil ? "" : item.notes
            )
            if let seconds = exercise.durationSeconds {
                planned.durationSeconds = seconds
                planned.reps = 1
            }
            return planned
        }
    }

    /// The curated blocks of a focus usable today, each reduced to its eligible exercises, in a stable order: the
    /// recovery session's source.
    public func candidateBlocks(for request: CompositionRequest, focus: BlockFocus) -> [WorkoutBlock] {
        let profile = request.profile
        let region = request.checkIn.soreRegion
        let usable: [WorkoutBlock] = request.library.blocks.compactMap { block in
            guard block.focus.contains(focus), block.equipment.contains(profile.equipment), block.level <= profile.level else { return nil }
            var reduced = block
            reduced.exercises = block.exercises.filter { item in
                guard let exercise = request.library.exercise(id: item.exerciseID) else { return false }
                return isEligible(exercise, profile: profile, avoiding: region)
            }
            return reduced.exercises.count >= min(2, block.exercises.count) && !reduced.exercises.isEmpty ? reduced : nil
        }
        return preferenceTiers(usable, request: request).flatMap { $0 }
    }

    /// Candidates grouped best first: made for the person's level and setting, then the rest.
    func preferenceTiers(_ blocks: [WorkoutBlock], request: CompositionRequest) -> [[WorkoutBlock]] {
        let profile = request.profile
        let usesSetting: (WorkoutBlock) -> Bool = { block in
            block.exercises.contains { request.library.exercise(id: $0.exerciseID)?.equipment == profile.equipment }
        }
        let atLevel = blocks.filter { $0.level == profile.level }
        let below = blocks.filter { $0.level != profile.level }
        let preferred = atLevel.filter(usesSetting)
        let tiers = preferred.count >= 2
            ? [preferred, atLevel.filter { !usesSetting($0) }, below]
            : [atLevel, below]
        return tiers.filter { !$0.isEmpty }
    }

    /// What the AI composer may choose from: one candidate block per slot of today's session, holding every
    /// exercise that may fill it with the table's prescription; the mobility blocks on a recovery day.
    public func aiCandidates(for request: CompositionRequest) -> [WorkoutBlock] {
        guard let session = plannedSession(for: request) else { return [] }
        if session.recovery { return candidateBlocks(for: request, focus: .mobility) }
        let history = WeekHistory(days: request.recentDays, before: request.date, library: request.library)
        let planned = WeekPlanner.mainPattern(for: session.focus, history: history, on: request.date)
        let eligible = ExerciseEligibility(request: request).eligible(in: request.library)
        let prescriber = DayPrescriber(profile: request.profile, locale: locale)
        var slots = SlotTemplate.slots(for: session.focus, main: session.items.first?.exercise.pattern ?? planned.pattern)
        if [.weightLoss, .conditioning].contains(request.profile.goal), session.focus != .cardio, session.focus != .core { slots.append(SlotTemplate.finisher) }
        return slots.enumerated().compactMap { index, slot in
            let fitting = eligible.filter { exercise in
                guard slot.admits(exercise) else { return false }
                guard exercise.role == .main, let pattern = exercise.pattern else { return true }
                return planned.heavy && !history.isHeavyRecently(pattern, on: request.date)
            }
            guard !fitting.isEmpty else { return nil }
            // What the local composer chose for this slot goes first: the AI starts from the coach's pick.
            let chosen = Set(session.items.filter { $0.slot == slot }.map(\.exercise.id))
            let ordered = fitting.filter { chosen.contains($0.id) } + fitting.filter { !chosen.contains($0.id) }
            return WorkoutBlock(
                id: "slot-\(index + 1)-\(slot.role.rawValue)", name: slot.patterns.map(\.rawValue).joined(separator: "/"),
                focus: [BlockFocus(session.focus.checkInFocus) ?? .fullBody], level: request.profile.level, equipment: [request.profile.equipment],
                exercises: ordered.map { exercise in
                    let planned = prescriber.prescribe(ComposedItem(exercise: exercise, slot: slot), note: "")
                    return BlockExercise(exerciseID: exercise.id, sets: planned.sets, reps: planned.reps, restSeconds: planned.restSeconds)
                }
            )
        }
    }

    /// Total sets of the day's plan at the highest moderate soreness, so that a recovery session is
    /// never more volume than training through soreness would have been.
    private func moderateVolume(for request: CompositionRequest) throws(FitTodayError) -> Int? {
        var moderate = request
        moderate.checkIn.soreness = 7
        guard let plan = try? compose(moderate, createdAt: LocalDateTime(startOf: request.date)) else { return nil }
        return plan.exercises.reduce(0) { $0 + $1.sets }
    }

    static func trimmed(_ exercises: [PlanExercise], toTotalSets cap: Int) -> [PlanExercise] {
        SessionTrimmer.trimmed(exercises, toTotalSets: cap)
    }

    /// Sets kept under soreness: in proportion to `factor`, and whenever the tier says "fewer sets" (factor
    /// below 1) at least one set fewer for an exercise that has more than one, so the words always hold.
    public static func reducedSets(_ sets: Int, factor: Double) -> Int {
        let proportional = max(1, Int((Double(sets) * factor).rounded()))
        guard factor < 1, sets > 1 else { return proportional }
        return min(proportional, sets - 1)
    }

    func intensity(for profile: Profile, tier: SorenessTier) -> Intensity {
        var base: Intensity = switch profile.goal {
        case .strength, .conditioning: .high
        case .hypertrophy, .weightLoss, .general: .moderate
        }
        if profile.level == .beginner || profile.conditions.contains(.hypertension) { base = min(base, .moderate) }
        switch tier {
        case .none: return base
        case .light: return min(base, .moderate)
        case .moderate, .severe: return .low
        }
    }

    /// The plan's title: the session, then its first lifts ("Membros inferiores: Agachamento livre + Stiff"). A
    /// name that says the sore region is left out, so the title never promises what the day avoids.
    func title(_ focus: SessionFocus, exercises: [PlanExercise], request: CompositionRequest, recovery: Bool) -> String {
        if recovery { return locale.words.domain.localPlanComposer.recoveryAndMobility }
        let head = focus.label(locale)
        let avoided = request.checkIn.soreRegion.map { [$0.label(.ptBR), $0.label(.en)].map(ExerciseNameKey.key(for:)) } ?? []
        let names = exercises.prefix(2).map(\.exerciseName).filter { name in
            let key = ExerciseNameKey.key(for: name)
            return !avoided.contains { key.contains($0) }
        }
        return Self.fitted(head, names)
    }

    /// `head: first + second + ...`, with as many parts as fit the plan name rule; a first part that already
    /// starts with the head ("Corpo inteiro: força") stands for it, so the head is never said twice.
    public static func fitted(_ head: String, _ parts: [String]) -> String {
        var title = head
        for part in parts where !part.isEmpty {
            let repeatsHead = title == head && ExerciseNameKey.key(for: part).hasPrefix(ExerciseNameKey.key(for: head))
            let candidate = repeatsHead ? part : title + (title == head ? ": " : " + ") + part
            guard candidate.count <= PlanRules.nameLength.upperBound else { break }
            title = candidate
        }
        return title
    }

    func description(for request: CompositionRequest, recovery: Bool) -> String {
        let checkIn = request.checkIn
        let region = checkIn.soreRegion.map { $0.label(locale).lowercased() }
        var text: String
        switch (SorenessTier(soreness: checkIn.soreness), recovery) {
        case (_, true):
            text = locale.words.domain.localPlanComposer.recoveryDay(soreness: checkIn.soreness)
        case (.none, _):
            // English opens the sentence with the region, so it is capitalized there.
            text = region.map { locale.words.domain.localPlanComposer.regionLeftOut(region: locale == .en ? $0.capitalized : $0) } ?? ""
        default:
            let base = locale.words.domain.localPlanComposer.base(soreness: checkIn.soreness)
            text = base + (region.map { locale.words.domain.localPlanComposer.noExercises(region: $0) } ?? ".")
        }
        if request.profile.conditions.contains(.hypertension), !recovery {
            let note = locale.words.domain.composer.hypertensionDay(rpe: PatternSafety.hypertensionRPE)
            text = text.isEmpty ? note : text + " " + note
        }
        return text
    }
}
