/// What the sheet shows under one planned exercise: its alternatives with their loads, or why there are none.
public struct PlannedAlternatives: Equatable, Sendable {
    public var alternatives: [OfferedAlternative]
    /// Nil when ``alternatives`` is not empty.
    public var gap: AlternativesGap?

    public init(alternatives: [OfferedAlternative], gap: AlternativesGap?) {
        self.alternatives = alternatives
        self.gap = alternatives.isEmpty ? (gap ?? .noneFits) : nil
    }
}
