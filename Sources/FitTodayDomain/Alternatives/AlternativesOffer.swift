/// The alternatives of one exercise, best first; when there are none, why (``gap``).
public struct AlternativesOffer: Equatable, Sendable {
    public var exercises: [Exercise]
    /// Nil when ``exercises`` is not empty.
    public var gap: AlternativesGap?

    public init(exercises: [Exercise], gap: AlternativesGap? = nil) {
        self.exercises = exercises
        self.gap = exercises.isEmpty ? (gap ?? .noneFits) : nil
    }
}
