/// One warm-up set before the working sets.
public struct WarmupSet: Equatable, Sendable {
    public var reps: Int
    public var weightKg: Double

    public init(reps: Int, weightKg: Double) {
        self.reps = reps
        self.weightKg = weightKg
    }
}
