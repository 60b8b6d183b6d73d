/// One place in a composed day: the role it is prescribed as and the exercises that may fill it.
///
/// An exercise fits when its library role is one of `roles` (best first: a main slot takes a secondary lift only
/// when no main lift of the pattern fits the person) and its pattern one of `patterns`; `groups`, when set, narrows
/// isolation work to a muscle group (calves are legs, curls are arms).
public struct Slot: Equatable, Sendable {
    /// How the slot is prescribed and where it goes in the day.
    public var role: ExerciseRole
    /// The library roles that may fill it, best first.
    public var roles: [ExerciseRole]
    /// The patterns that may fill it, best first (the week may reorder them to fill what it lacks).
    public var patterns: [MovementPattern]
    /// Muscle groups an isolation slot is for; nil: any.
    public var groups: [MuscleGroup]?
    /// A slot the day can do without when the caps or the library leave no room for it.
    public var optional: Bool

    public init(_ role: ExerciseRole, roles: [ExerciseRole]? = nil, patterns: [MovementPattern], groups: [MuscleGroup]? = nil, optional: Bool = false) {
        self.role = role
        self.roles = roles ?? Slot.defaultRoles(for: role)
        self.patterns = patterns
        self.groups = groups
        self.optional = optional
    }

    /// Which library roles may stand in for a slot's role: never a heavier lift in a lighter place, so that no main
    /// lift lands after an accessory.
    static func defaultRoles(for role: ExerciseRole) -> [ExerciseRole] {
        switch role {
        case .power: [.power]
        case .main: [.main, .secondary]
        case .secondary: [.secondary, .main]
        case .accessory: [.accessory, .secondary]
        case .core: [.core, .accessory]
        case .conditioning: [.conditioning, .power]
        case .mobility: [.mobility]
        }
    }

    /// Whether the exercise may fill this slot (role, pattern and group only; safety is checked before).
    public func admits(_ exercise: Exercise) -> Bool {
        guard let role = exercise.role, let pattern = exercise.pattern, roles.contains(role), patterns.contains(pattern) else { return false }
        if let groups, let group = exercise.muscleGroup, !groups.contains(group) { return false }
        if groups != nil, exercise.muscleGroup == nil { return false }
        return true
    }
}
