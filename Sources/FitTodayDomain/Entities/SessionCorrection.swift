/// What `fittoday session edit` changes in a logged session; nil leaves a field as it is.
public struct SessionCorrection: Sendable {
    public var status: SessionStatus?
    public var completedAt: LocalDateTime?
    public var durationMinutes: Int?
    public var intensity: Intensity?
    public var notes: String?
    /// When given, the session's sets become exactly these.
    public var sets: [SetSpecification]?

    public init(
        status: SessionStatus? = nil, completedAt: LocalDateTime? = nil, durationMinutes: Int? = nil,
        intensity: Intensity? = nil, notes: String? = nil, sets: [SetSpecification]? = nil
    ) {
        self.status = status
        self.completedAt = completedAt
        self.durationMinutes = durationMinutes
        self.intensity = intensity
        self.notes = notes
        self.sets = sets
    }

    public var isEmpty: Bool {
        status == nil && completedAt == nil && durationMinutes == nil && intensity == nil && notes == nil && sets == nil
    }
}
