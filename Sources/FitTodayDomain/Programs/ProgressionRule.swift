/// How a lift moves from one session to the next, judged on the weight actually lifted.
public enum ProgressionRule: Equatable, Sendable {
    /// Loads as written; nothing progresses.
    case none
    /// +step after a success (every main set at its reps, at the prescribed weight or more); after
    /// `failures` failures in a row at one weight, down by `deloadPercent`.
    case linear(step: ProgressionStep, deloadPercent: Double?, failures: Int)
    /// Within a rep range: when every set reaches the top, +step (or the next variation) and back to the bottom.
    case doubleProgression(step: ProgressionStep)
    /// The training max rises by `step` when a cycle ends.
    case trainingMax(step: ProgressionStep)
    /// GZCLP: the same weight through harder-to-fail schemes; +step after a success; a failure moves to the
    /// next stage; a failure at the last goes back to the first at `resetPercent` of the weight.
    case stages([StageScheme], step: ProgressionStep, resetPercent: Double)
    /// The reps of the last `+` set choose the step (of the weight, or of the training max for % lifts).
    case amrap([AMRAPStep])
    /// Madcow: when a week ends with every main set of the lift done, its weight rises by `percent`% (rounded); a
    /// week with a miss is repeated at the same weight.
    case weekly(percent: Double)
}
