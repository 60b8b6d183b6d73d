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
    /// The whole session's effort on the CR-10 scale, 1 to 10 (Foster 2001); a set's own RPE stays on the set.
    public var rpe: Int?
    /// Logged against a day that readiness or a deload adjusted: a postponed progression test is not a failure.
    public var readinessHeld: Bool

    public init(
        id: Int64? = nil, startedAt: LocalDateTime? = nil, completedAt: LocalDateTime, status: SessionStatus,
        durationMinutes: Int? = nil, intensity: Intensity? = nil, planID: Int64? = nil, planTitle: String = "",
        notes: String = "", sets: [LoggedSet] = [], rpe: Int? = nil, readinessHeld: Bool = false
    ) {
        self.rpe = rpe
        self.readinessHeld = readinessHeld
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

    /// Session load (Foster 2001): RPE × minutes; nil without both.
    public var load: Int? { SessionEffort.load(rpe: rpe, minutes: durationMinutes) }

    /// Sum of reps × kg over the sets with a weight.
    public var volumeKg: Double {
        sets.reduce(0) { $0 + Double($1.reps) * ($1.weightKg ?? 0) }
    }
}
