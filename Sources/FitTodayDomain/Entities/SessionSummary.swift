/// A session as listed in the history, with totals over its sets.
public struct SessionSummary: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var completedAt: LocalDateTime
    public var status: SessionStatus
    public var durationMinutes: Int?
    public var intensity: Intensity?
    public var planID: Int64?
    public var planTitle: String
    public var exerciseCount: Int
    public var setCount: Int
    public var volumeKg: Double

    public init(
        id: Int64, completedAt: LocalDateTime, status: SessionStatus, durationMinutes: Int?,
        intensity: Intensity?, planID: Int64?, planTitle: String, exerciseCount: Int, setCount: Int, volumeKg: Double
    ) {
        self.id = id
        self.completedAt = completedAt
        self.status = status
        self.durationMinutes = durationMinutes
        self.intensity = intensity
        self.planID = planID
        self.planTitle = planTitle
        self.exerciseCount = exerciseCount
        self.setCount = setCount
        self.volumeKg = volumeKg
    }
}
