/// What a prescribed set is for.
public enum PrescribedSetKind: String, Equatable, Sendable, CaseIterable {
    case warmup
    case working
    /// As many reps as possible, at least the prescribed ones (`5+`).
    case amrap
    /// Volume after the main work (Boring But Big's 5 × 10); never a test of progression.
    case backoff

    /// Whether the set is one of the entry's main sets, the ones progression judges.
    public var isMainWork: Bool { self == .working || self == .amrap }
}
