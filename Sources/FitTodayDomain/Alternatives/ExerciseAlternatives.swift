/// The rule of an exercise's alternatives (issue 52, `docs/alternatives.md`): what the sheet offers when the rack or
/// the machine is taken, and what the library's exercise pages list.
///
/// From the library, for a planned exercise: the same movement pattern (and, for `isolation`, the same muscle group);
/// a role no heavier than the slot's (``roleWeight(_:)``); at least one done with another implement than the planned
/// exercise when the library has one; only what the person may do today (``ExerciseEligibility``: equipment, level,
/// health conditions, a sore region); nothing already in today's plan. At most ``most``, in a fixed order: the same
/// muscle group first, then the most words of the names in common, the nearest equipment setting, the nearest role and
/// the nearest level, then the id. The same inputs always give the same list.
public struct ExerciseAlternatives: Sendable {
    /// The most alternatives offered for one exercise.
    public static let most = 3

    /// The library the alternatives come from.
    public let library: [Exercise]

    public init(library: [Exercise]) {
        self.library = library
    }

    /// How heavy a role is, for "no heavier than the slot's": main 3, secondary 2, accessory 1; nil for a role off
    /// that ladder (power, core, conditioning, mobility), which only an exercise of the same role may stand in for.
    public static func roleWeight(_ role: ExerciseRole) -> Int? {
        switch role {
        case .main: 3
        case .secondary: 2
        case .accessory: 1
        case .power, .core, .conditioning, .mobility: nil
        }
    }

    /// Whether an exercise of `role` may stand in for one in a slot of `slot`.
    public static func role(_ role: ExerciseRole, fits slot: ExerciseRole) -> Bool {
        guard let weight = roleWeight(role), let slotWeight = roleWeight(slot) else { return role == slot }
        return weight <= slotWeight
    }

    /// Today's sheet: the alternatives of `planned` (nil: not in the library) in `plan`, for a person as `eligibility`
    /// sees them.
    /// - Parameter allowed: the ids a program allows for this lift (`alternatives:`), in the file's order; given, they
    ///   replace the library's rule and are still held to `eligibility` and to today's plan.
    public func offer(for planned: Exercise?, in plan: Plan, eligibility: ExerciseEligibility, allowed: [String]? = nil) -> AlternativesOffer {
        let inPlan = Set(plan.exercises.map(\.exerciseID))
        let usable = { (exercise: Exercise) in !inPlan.contains(exercise.id) && exercise.id != planned?.id && eligibility.allows(exercise) }
        if let allowed {
            let byID = Dictionary(library.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var seen: Set<String> = []
            let chosen = allowed.compactMap { byID[$0] }.filter { seen.insert($0.id).inserted && usable($0) }
            return AlternativesOffer(exercises: Array(chosen.prefix(Self.most)), gap: .noneFits)
        }
        return offer(for: planned, among: usable)
    }

    /// The library's exercise page: the same rule of pattern, role and implement alone (no equipment, soreness or
    /// plan), so that the page does not change with every check-in.
    public func offer(for exercise: Exercise) -> AlternativesOffer {
        offer(for: exercise, among: { _ in true })
    }

    private func offer(for planned: Exercise?, among usable: (Exercise) -> Bool) -> AlternativesOffer {
        guard let planned, let pattern = planned.pattern, let slot = planned.role else { return AlternativesOffer(exercises: [], gap: .ownExercise) }
        let candidates = library.filter { candidate in
            guard candidate.id != planned.id, candidate.pattern == pattern, let role = candidate.role, Self.role(role, fits: slot) else { return false }
            if pattern == .isolation, candidate.muscleGroup != planned.muscleGroup { return false }
            return usable(candidate)
        }
        .map { (exercise: $0, rank: rank(of: $0, for: planned, slot: slot)) }
        .sorted { $0.rank.lexicographicallyPrecedes($1.rank) || ($0.rank == $1.rank && $0.exercise.id < $1.exercise.id) }
        .map(\.exercise)
        var chosen = Array(candidates.prefix(Self.most))
        // When the rack is taken, another barbell squat does not help: one of them is done with something else.
        if let implement = planned.implement, !chosen.isEmpty, chosen.allSatisfy({ $0.implement == implement }),
           let other = candidates.dropFirst(chosen.count).first(where: { $0.implement != nil && $0.implement != implement }) {
            // Only a full list leaves candidates out, so the last one gives its place.
            chosen[chosen.count - 1] = other
        }
        return AlternativesOffer(exercises: chosen, gap: .noneFits)
    }

    /// Words of a name that say nothing of the movement: linking words ("Rosca direta com barra": "com") and the
    /// implements' names, which the rule varies on purpose.
    static let linkingWords: Set<String> = [
        "a", "o", "as", "os", "com", "de", "da", "do", "das", "dos", "e", "em", "na", "no", "the", "with", "on", "and", "of",
        "barra", "barbell", "halter", "halteres", "dumbbell", "dumbbells", "kettlebell", "polia", "cable", "maquina", "machine",
        "elastico", "band", "smith",
    ]

    /// Smaller is nearer: another muscle group, then fewer words of the names in common (in either language, so that
    /// a curl stays with curls and not with the triceps of the same muscle group), then how far the equipment setting,
    /// the role and the level are.
    private func rank(of candidate: Exercise, for planned: Exercise, slot: ExerciseRole) -> [Int] {
        func distance<T: CaseIterable & Equatable>(_ one: T?, _ other: T?) -> Int {
            guard let one, let other, let first = T.allCases.firstIndex(of: one), let second = T.allCases.firstIndex(of: other) else { return 9 }
            return abs(T.allCases.distance(from: first, to: second))
        }
        let shared = candidate.nameWords.intersection(planned.nameWords).subtracting(Self.linkingWords).count
        return [
            candidate.muscleGroup == planned.muscleGroup ? 0 : 1,
            -shared,
            distance(candidate.equipment, planned.equipment),
            distance(candidate.role, slot),
            distance(candidate.level, planned.level),
        ]
    }
}
