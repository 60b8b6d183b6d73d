/// A row of an AMRAP-driven progression: reps on the `+` set within `reps` add `kilograms` (which may be 0 or less),
/// or, for a row written `0-4 deload 10%`, take the weight (or training max) down by a share.
public struct AMRAPStep: Equatable, Sendable {
    /// The reps done on the last `+` set; `upperBound` nil means "or more".
    public var minimumReps: Int
    public var maximumReps: Int?
    public var step: ProgressionStep
    /// `deload 10%`: the share (10, not 0.10) the weight drops by instead of a step.
    public var deloadPercent: Double?

    public init(minimumReps: Int, maximumReps: Int? = nil, step: ProgressionStep, deloadPercent: Double? = nil) {
        self.minimumReps = minimumReps
        self.maximumReps = maximumReps
        self.step = step
        self.deloadPercent = deloadPercent
    }

    public func contains(_ reps: Int) -> Bool {
        reps >= minimumReps && (maximumReps.map { reps <= $0 } ?? true)
    }
}
