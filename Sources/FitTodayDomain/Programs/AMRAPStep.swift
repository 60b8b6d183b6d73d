/// A row of an AMRAP-driven progression: reps on the `+` set within `reps` add `kilograms` (which may be 0 or less).
public struct AMRAPStep: Equatable, Sendable {
    /// The reps done on the last `+` set; `upperBound` nil means "or more".
    public var minimumReps: Int
    public var maximumReps: Int?
    public var step: ProgressionStep

    public init(minimumReps: Int, maximumReps: Int? = nil, step: ProgressionStep) {
        self.minimumReps = minimumReps
        self.maximumReps = maximumReps
        self.step = step
    }

    public func contains(_ reps: Int) -> Bool {
        reps >= minimumReps && (maximumReps.map { reps <= $0 } ?? true)
    }
}
