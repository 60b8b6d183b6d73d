/// A workout that was done or skipped.
public struct WorkoutSession: Equatable, Sendable, Identifiable {
    public var id: Int64?
    public var startedAt: LocalDateTime?
    public var completedAt: LocalDateTime
    public var status: SessionStatus
    public var durationMinutes: Int?
    public var intensity: Intensity?
    /// Nil when the session followed no plan, or its plan was deleted.
    public var planID: Int64?
    /// The plan's name when the session was logged; kept when the plan is deleted.
    public var planTitle: String
    public var notes: String
    public var sets: [LoggedSet]

    public init(
        id: Int64? = nil, startedAt: LocalDateTime? = nil, completedAt: LocalDateTime, status: SessionStatus,
        durationMinutes: Int? = nil, intensity: Intensity? = nil, planID: Int64? = nil, planTitle: String = "",
        notes: String = "", sets: [LoggedSet] = []
    ) {
        self.id = id
        self.startedAt = startedAt
        self.completedAt = completedAt
        self.status = status
        self.durationMinutes = durationMinutes
        self.intensity = intensity
        self.planID = planID
        self.planTitle = planTitle
        self.notes = notes
        self.sets = sets
    }

    /// Sum of reps × kg over the sets with a weight.
    public var volumeKg: Double {
        sets.reduce(0) { $0 + Double($1.reps) * ($1.weightKg ?? 0) }
    }
}
