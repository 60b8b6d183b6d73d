/// The fields `profile set` may change; nil leaves a field as it is.
public struct ProfileChanges: Equatable, Sendable {
    public var goal: Goal?
    public var equipment: Equipment?
    public var level: FitnessLevel?
    public var methodology: Methodology?
    public var healthNotes: String?
    /// Replaces the whole list when set; an empty list clears it.
    public var conditions: [HealthCondition]?
    public var weeklyFrequency: Int?
    /// The language to keep with the profile (`--locale` at `init` or `profile set`).
    public var locale: AppLocale?
    /// The unit to keep with the profile (`--units` at `init` or `profile set`).
    public var weightUnit: WeightUnit?

    public init(
        goal: Goal? = nil, equipment: Equipment? = nil, level: FitnessLevel? = nil,
        methodology: Methodology? = nil, healthNotes: String? = nil,
        conditions: [HealthCondition]? = nil, weeklyFrequency: Int? = nil, locale: AppLocale? = nil,
        weightUnit: WeightUnit? = nil
    ) {
        self.goal = goal
        self.equipment = equipment
        self.level = level
        self.methodology = methodology
        self.healthNotes = healthNotes
        self.conditions = conditions
        self.weeklyFrequency = weeklyFrequency
        self.locale = locale
        self.weightUnit = weightUnit
    }

    public var isEmpty: Bool { self == ProfileChanges() }

    /// `profile` with these changes applied.
    public func applied(to profile: Profile) -> Profile {
        var result = profile
        if let goal { result.goal = goal }
        if let equipment { result.equipment = equipment }
        if let level { result.level = level }
        if let methodology { result.methodology = methodology }
        if let healthNotes { result.healthNotes = healthNotes }
        if let conditions { result.conditions = Profile.normalized(conditions) }
        if let weeklyFrequency { result.weeklyFrequency = weeklyFrequency }
        if let locale { result.locale = locale }
        if let weightUnit { result.weightUnit = weightUnit }
        return result
    }
}
