/// What today's plan says about the load of one exercise, with its reason.
public struct LoadPrescription: Equatable, Sendable {
    /// The most recent session with working sets of the exercise (its working sets only), if any.
    public var last: ExerciseLogEntry?
    /// Nil without weighted history.
    public var targetWeightKg: Double?
    /// Why the target is what it is, or how to choose a load when there is none.
    public var reason: String?
    /// Warm-up sets before the working sets; empty for most exercises.
    public var warmup: [WarmupSet]
    /// A program day's sets, each with its own load (warm-ups included); empty for other plans, whose working
    /// sets all take ``targetWeightKg``.
    public var sets: [PrescribedSet]
    /// A program day's superset label ("A1").
    public var superset: String?
    /// A staged lift's stage ("5x3+").
    public var stage: String?

    public init(
        last: ExerciseLogEntry? = nil, targetWeightKg: Double? = nil, reason: String? = nil, warmup: [WarmupSet] = [],
        sets: [PrescribedSet] = [], superset: String? = nil, stage: String? = nil
    ) {
        self.last = last
        self.targetWeightKg = targetWeightKg
        self.reason = reason
        self.warmup = warmup
        self.sets = sets
        self.superset = superset
        self.stage = stage
    }
}
