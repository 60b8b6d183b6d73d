/// An alternative's own target for today and the reason for it (issue 52): from its history, estimated from the
/// planned lift's load, the first-time advice, or a bodyweight exercise's reps.
public struct AlternativeLoad: Equatable, Sendable {
    public var kind: AlternativeLoadKind
    /// Rounded to what the person can load (per dumbbell for dumbbells); nil for ``AlternativeLoadKind/firstTime``
    /// and ``AlternativeLoadKind/bodyweight``.
    public var targetWeightKg: Double?
    /// What one set asks for, as the planned exercise's: "10", "8–12", or a timed item's "30 s".
    public var work: String
    /// Why the number is what it is, in the person's language and unit.
    public var reason: String

    public init(kind: AlternativeLoadKind, targetWeightKg: Double? = nil, work: String, reason: String) {
        self.kind = kind
        self.targetWeightKg = targetWeightKg
        self.work = work
        self.reason = reason
    }
}
