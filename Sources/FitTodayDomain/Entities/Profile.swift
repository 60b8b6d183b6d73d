/// The person's training profile. Only goal and equipment are asked for up front; the rest have defaults.
public struct Profile: Equatable, Sendable {
    public var goal: Goal
    public var equipment: Equipment
    public var level: FitnessLevel
    public var methodology: Methodology
    /// Free text the person wants kept with the profile (injuries, medication, advice from a doctor).
    public var healthNotes: String
    /// Conditions that exclude exercises, kept sorted and unique.
    public var conditions: [HealthCondition]
    /// Sessions per week, 1 to 7.
    public var weeklyFrequency: Int
    /// The language chosen at `init` or with `profile set --locale`, which every later command speaks unless
    /// told otherwise; nil for a profile kept before the choice was (then `LANG` or Portuguese decide).
    public var locale: AppLocale?
    /// The unit loads are shown and typed in, chosen with `init --units` or `profile set --units`; nil for a
    /// profile kept before the choice was (kilograms, unless `fittoday.toml` says otherwise).
    public var weightUnit: WeightUnit?

    public static let defaultLevel = FitnessLevel.intermediate
    public static let defaultMethodology = Methodology.mixed
    public static let defaultWeeklyFrequency = 3

    public init(
        goal: Goal,
        equipment: Equipment,
        level: FitnessLevel = Profile.defaultLevel,
        methodology: Methodology = Profile.defaultMethodology,
        healthNotes: String = "",
        conditions: [HealthCondition] = [],
        weeklyFrequency: Int = Profile.defaultWeeklyFrequency,
        locale: AppLocale? = nil,
        weightUnit: WeightUnit? = nil
    ) {
        self.goal = goal
        self.equipment = equipment
        self.level = level
        self.methodology = methodology
        self.healthNotes = healthNotes
        self.conditions = Profile.normalized(conditions)
        self.weeklyFrequency = weeklyFrequency
        self.locale = locale
        self.weightUnit = weightUnit
    }

    static func normalized(_ conditions: [HealthCondition]) -> [HealthCondition] {
        HealthCondition.allCases.filter(conditions.contains)
    }
}
