/// Fills a day's slots from the eligible exercises, deterministically.
///
/// Each slot takes the best tier of exercises that fit it: the first of its roles that has any, then the muscle
/// group the week lacks most (below its weekly target) and the slot's pattern order, then what uses the person's
/// setting (a barbell for a gym member), then the level closest to theirs. Within the tier the main and secondary
/// lifts are drawn with the week's seed, so they stay the same all week and loads can progress; the others with
/// the day's seed, so accessories vary.
public struct SlotFiller: Sendable {
    public var request: CompositionRequest
    public var history: WeekHistory
    public var eligible: [Exercise]
    /// False when every main pattern of the day was trained heavy in the last 48 hours: the day's lifts are all light.
    public var heavyAllowed: Bool

    public init(request: CompositionRequest, history: WeekHistory, eligible: [Exercise], heavyAllowed: Bool) {
        self.request = request
        self.history = history
        self.eligible = eligible
        self.heavyAllowed = heavyAllowed
    }

    public func fill(_ slots: [Slot], focus: SessionFocus) -> [ComposedItem] {
        var dayRandom = SeededRandom(seedText: request.compositionSeed(focus))
        var chosen: [ComposedItem] = []
        for slot in slots {
            guard let exercise = pick(for: slot, avoiding: chosen, random: &dayRandom) else { continue }
            chosen.append(ComposedItem(exercise: exercise, slot: slot))
        }
        return chosen
    }

    func pick(for slot: Slot, avoiding chosen: [ComposedItem], random: inout SeededRandom) -> Exercise? {
        let used = Set(chosen.map(\.exercise.id))
        let fits = eligible.filter { exercise in
            guard !used.contains(exercise.id), slot.admits(exercise) else { return false }
            // A pattern trained heavy in the last 48 hours comes back only light (no main-role lift of it).
            if exercise.role == .main, let pattern = exercise.pattern,
               !heavyAllowed || history.isHeavyRecently(pattern, on: request.date) { return false }
            return true
        }
        guard !fits.isEmpty else { return nil }
        let ranked = fits.map { (exercise: $0, rank: rank($0, in: slot)) }
        guard let best = ranked.map(\.rank).min(by: Self.lexicographic) else { return nil }
        let tier = ranked.filter { $0.rank == best }.map(\.exercise).sorted { $0.id < $1.id }
        if slot.role <= .secondary, let pattern = tier[0].pattern {
            var weekRandom = SeededRandom(seedText: request.weekSeed(pattern) + "|" + slot.role.rawValue)
            return tier[Int(weekRandom.next() % UInt64(tier.count))]
        }
        return tier[Int(random.next() % UInt64(tier.count))]
    }

    /// Lower is better: role preference, the week's need of the muscle group, pattern order, setting, level.
    func rank(_ exercise: Exercise, in slot: Slot) -> [Int] {
        let role = exercise.role.flatMap { slot.roles.firstIndex(of: $0) } ?? slot.roles.count
        let pattern = exercise.pattern.flatMap { slot.patterns.firstIndex(of: $0) } ?? slot.patterns.count
        let setting = exercise.equipment.map { Self.index(request.profile.equipment) - Self.index($0) } ?? 9
        let level = exercise.level.map { Self.index(request.profile.level) - Self.index($0) } ?? 9
        // The week's need only reorders where the slot leaves a choice of patterns (accessories, full-body extras).
        let need = slot.role >= .accessory ? -deficit(of: exercise) : 0
        return [role, need, pattern, setting, level]
    }

    /// Sets the exercise's muscle group still lacks this week below its target's lower bound, in steps of 3 sets so
    /// small differences leave the slot's own order.
    func deficit(of exercise: Exercise) -> Int {
        guard let group = exercise.muscleGroup else { return 0 }
        let band = WeeklySetTarget.band(request.weeklySetsTarget, frequency: request.profile.weeklyFrequency)
        return max(0, band.lowerBound - history.setsPerGroup[group, default: 0]) / 3
    }

    static func index<Value: SlugValue>(_ value: Value) -> Int {
        Array(Value.allCases).firstIndex(of: value) ?? 0
    }

    static func lexicographic(_ lhs: [Int], _ rhs: [Int]) -> Bool {
        lhs.lexicographicallyPrecedes(rhs)
    }
}
