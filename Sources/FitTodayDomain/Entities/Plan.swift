/// A workout plan, generated or made by hand.
public struct Plan: Equatable, Sendable, Identifiable {
    /// Nil until stored.
    public var id: Int64?
    /// 3 to 100 characters, trimmed.
    public var name: String
    /// At most 500 characters.
    public var description: String
    public var createdAt: LocalDateTime
    public var isActive: Bool
    public var source: PlanSource
    public var estimatedMinutes: Int?
    public var intensity: Intensity?
    /// The day a generated plan was composed for.
    public var forDate: LocalDate?
    /// Why a plan meant for the AI composer was composed locally; nil otherwise.
    public var fallbackReason: FallbackReason?
    /// Identifies the inputs a generated plan was composed from, for reuse within 24 hours.
    public var compositionKey: String?
    /// Set when the plan is a day of a program the person follows.
    public var program: PlanProgramLink?
    public var exercises: [PlanExercise]

    public init(
        id: Int64? = nil, name: String, description: String = "", createdAt: LocalDateTime,
        isActive: Bool = false, source: PlanSource = .manual, estimatedMinutes: Int? = nil,
        intensity: Intensity? = nil, forDate: LocalDate? = nil, fallbackReason: FallbackReason? = nil,
        compositionKey: String? = nil, program: PlanProgramLink? = nil, exercises: [PlanExercise] = []
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.createdAt = createdAt
        self.isActive = isActive
        self.source = source
        self.estimatedMinutes = estimatedMinutes
        self.intensity = intensity
        self.forDate = forDate
        self.fallbackReason = fallbackReason
        self.compositionKey = compositionKey
        self.program = program
        self.exercises = exercises
    }
}
