/// A plan as listed by `plan list`.
public struct PlanSummary: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var createdAt: LocalDateTime
    public var isActive: Bool
    public var source: PlanSource
    public var estimatedMinutes: Int?
    public var intensity: Intensity?
    public var exerciseCount: Int

    public init(
        id: Int64, name: String, createdAt: LocalDateTime, isActive: Bool, source: PlanSource,
        estimatedMinutes: Int?, intensity: Intensity?, exerciseCount: Int
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.isActive = isActive
        self.source = source
        self.estimatedMinutes = estimatedMinutes
        self.intensity = intensity
        self.exerciseCount = exerciseCount
    }
}
