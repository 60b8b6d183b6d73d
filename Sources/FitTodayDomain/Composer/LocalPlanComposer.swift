/// Composes a day's plan from the curated blocks, on this machine, deterministically.
///
/// Only exercises that exist in the library, fit the profile's equipment and level, avoid the sore
/// region and carry no tag excluded by a health condition are used. Soreness lowers the sets of
/// every exercise in proportion; severe soreness gives a recovery and mobility session instead.
public struct LocalPlanComposer: Sendable {
    /// How many exercises a plan aims for.
    public static let targetExercises = 6
    public static let targetRecoveryExercises = 4
    public static let maxExercises = 8

    public let locale: AppLocale

    public init(locale: AppLocale = .default) {
        self.locale = locale
    }

    /// Whether a person with this profile, sore in this region, may do the exercise.
    public func isEligible(_ exercise: Exercise, profile: Profile, avoiding region: MuscleGroup?) -> Bool {
        // An exercise whose equipment or level is not known is never proposed: it might not fit.
        guard let equipment = exercise.equipment, let level = exercise.level,
              equipment.fits(in: profile.equipment), level <= profile.level else { return false }
        if let region, exercise.muscleGroup == region { return false }
        let excluded = profile.conditions.reduce(into: Set<String>()) { $0.formUnion($1.excludedTags) }
        return excluded.isDisjoint(with: exercise.tags)
    }

    /// The blocks usable today, each reduced to its eligible exercises, in a stable order.
    public func candidateBlocks(for request: CompositionRequest, focus: BlockFocus) -> [WorkoutBlock] {
        let profile = request.profile
        let region = request.checkIn.soreness > 0 || request.checkIn.soreRegion != nil ? request.checkIn.soreRegion : nil
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

    /// Candidates grouped best first: made for the person's level and setting (a gym block for a gym
    /// member), then the rest; easier blocks only fill in when too few fit the level.
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

    /// The plan for the request's day, or nil on a rest day.
    public func compose(_ request: CompositionRequest, createdAt: LocalDateTime) throws(FitTodayError) -> Plan? {
        guard let dayFocus = BlockFocus(request.checkIn.focus) else { return nil }
        let tier = SorenessTier(soreness: request.checkIn.soreness)
        // A day whose focus trains only the sore region (cardio with "cardio" sore) is a recovery day too.
        let soreRegion = request.checkIn.soreRegion
        var recovery = tier == .severe || soreRegion.map { request.checkIn.focus.muscleGroups == [$0] } == true
        var blocks = candidateBlocks(for: request, focus: recovery ? .mobility : dayFocus)
        if blocks.isEmpty, !recovery {
            // Nothing left for today's focus (say, legs day with sore legs): recover instead.
            recovery = true
            blocks = candidateBlocks(for: request, focus: .mobility)
        }
        guard !blocks.isEmpty else { throw .nothingToCompose }

        // Vary by date within each tier, so that a better-fitting block is never pushed out by chance.
        var random = SeededRandom(seedText: request.compositionSeed)
        var tiers = preferenceTiers(blocks, request: request)
        for index in tiers.indices { tiers[index].shuffle(using: &random) }
        blocks = tiers.flatMap { $0 }
        let target = recovery ? Self.targetRecoveryExercises : Self.targetExercises
        var chosenBlocks: [WorkoutBlock] = []
        var items: [BlockExercise] = []
        for block in blocks where items.count < target {
            let fresh = block.exercises.filter { item in !items.contains { $0.exerciseID == item.exerciseID } }
            guard !fresh.isEmpty else { continue }
            chosenBlocks.append(block)
            items += fresh.prefix(Self.maxExercises - items.count)
        }

        let factor = recovery ? 1.0 : SorenessTier.volumeFactor(soreness: request.checkIn.soreness)
        var exercises = items.map { item in
            prescription(for: item, profile: request.profile, factor: factor, recovery: recovery, name: request.library.exercise(id: item.exerciseID)?.name ?? "")
        }
        if tier == .severe, let cap = try moderateVolume(for: request) {
            exercises = Self.trimmed(exercises, toTotalSets: cap)
        }
        let intensity = recovery ? Intensity.low : intensity(for: request.profile, tier: tier)
        return Plan(
            name: title(focus: request.checkIn.focus, blocks: chosenBlocks, exercises: exercises, library: request.library, recovery: recovery),
            description: description(for: request.checkIn, recovery: recovery),
            createdAt: createdAt,
            source: .local,
            estimatedMinutes: Self.estimatedMinutes(exercises),
            intensity: intensity,
            forDate: request.date,
            compositionKey: request.compositionKey,
            exercises: exercises
        )
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
        var result = exercises
        while result.reduce(0, { $0 + $1.sets }) > cap {
            if let index = result.lastIndex(where: { $0.sets > 1 }) {
                result[index].sets -= 1
            } else if result.count > 1 {
                result.removeLast()
            } else {
                break
            }
        }
        return result
    }

    func prescription(for item: BlockExercise, profile: Profile, factor: Double, recovery: Bool, name: String) -> PlanExercise {
        var sets = item.sets
        var reps = item.reps
        var rest = item.restSeconds
        if recovery {
            sets = min(sets, 2)
        } else {
            switch profile.goal {
            case .strength:
                reps = max(3, min(reps, 6))
                rest = max(rest, 120)
            case .weightLoss, .conditioning:
                reps = max(reps, 12)
                rest = min(rest, 60)
            case .hypertrophy, .general:
                break
            }
            if profile.methodology == .circuit { rest = min(rest, 30) }
            sets = Self.reducedSets(sets, factor: factor)
        }
        return PlanExercise(
            exerciseID: item.exerciseID, exerciseName: name,
            sets: min(max(sets, PlanRules.sets.lowerBound), PlanRules.sets.upperBound),
            reps: min(max(reps, PlanRules.reps.lowerBound), PlanRules.reps.upperBound),
            restSeconds: Self.allowedRest(nearest: rest), notes: item.notes
        )
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
        if profile.level == .beginner { base = min(base, .moderate) }
        switch tier {
        case .none: return base
        case .light: return min(base, .moderate)
        case .moderate, .severe: return .low
        }
    }

    /// The plan's title: the day's focus, then the names of the blocks used. A block that lost exercises
    /// (a sore region, a health condition) may be named after what was left out ("Peito e tríceps" with a
    /// sore chest), so then the title lists the muscle groups the plan really trains instead.
    func title(focus: Focus, blocks: [WorkoutBlock], exercises: [PlanExercise], library: ExerciseLibrary, recovery: Bool) -> String {
        let head = recovery ? locale.words.domain.localPlanComposer.recoveryAndMobility : focus.label(locale)
        let intact = blocks.allSatisfy { block in library.blocks.first { $0.id == block.id }?.exercises == block.exercises }
        guard intact else { return Self.fitted(head, [groupList(exercises, library: library)]) }
        return Self.fitted(head, blocks.map(\.name))
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

    /// "peito, costas e ombros": the groups of the plan's exercises in the order they first appear.
    func groupList(_ exercises: [PlanExercise], library: ExerciseLibrary) -> String {
        var groups: [MuscleGroup] = []
        for item in exercises {
            if let group = library.exercise(id: item.exerciseID)?.muscleGroup, !groups.contains(group) { groups.append(group) }
        }
        let words = groups.map { $0.label(locale).lowercased() }
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + locale.words.domain.localPlanComposer.and + last
    }

    func description(for checkIn: CheckIn, recovery: Bool) -> String {
        let region = checkIn.soreRegion.map { $0.label(locale).lowercased() }
        switch (SorenessTier(soreness: checkIn.soreness), recovery) {
        case (_, true):
            return locale.words.domain.localPlanComposer.recoveryDay(soreness: checkIn.soreness)
        case (.none, _):
            // English opens the sentence with the region, so it is capitalized there.
            return region.map { locale.words.domain.localPlanComposer.regionLeftOut(region: locale == .en ? $0.capitalized : $0) } ?? ""
        default:
            let base = locale.words.domain.localPlanComposer.base(soreness: checkIn.soreness)
            return base + (region.map { locale.words.domain.localPlanComposer.noExercises(region: $0) } ?? ".")
        }
    }

    /// Warm-up plus every set (about 4 s a rep) and rest, rounded up to 5 minutes.
    static func estimatedMinutes(_ exercises: [PlanExercise]) -> Int {
        let seconds = exercises.reduce(300) { $0 + $1.sets * ($1.reps * 4 + $1.restSeconds) }
        let minutes = (seconds + 299) / 300 * 5
        return min(max(minutes, PlanRules.durationMinutes.lowerBound), PlanRules.durationMinutes.upperBound)
    }

    static func allowedRest(nearest seconds: Int) -> Int {
        PlanRules.allowedRestSeconds.min { abs($0 - seconds) < abs($1 - seconds) } ?? 60
    }
}
