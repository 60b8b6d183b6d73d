/// Where one lift of a program stands, as its history says.
public struct LiftState: Equatable, Sendable {
    public var trainingMaxKg: Double?
    /// The working weight of weight-based lifts; nil until known.
    public var weightKg: Double?
    /// The stage of a staged lift, 0-based.
    public var stage: Int
    /// Failures in a row at the current weight (linear).
    public var failures: Int
    /// The current variation of a bodyweight lift: 0 is the lift's own exercise.
    public var variation: Int
    /// Double progression: the reps to aim for on each set today (nil: the bottom of the range).
    public var repsTarget: [Int]?
    /// Why the lift is where it is now, said to the person: "+5 kg: 5×3 e 8 no último em 19/11".
    public var reason: String?
    /// The weight or training max at the start of each cycle, for the program page.
    public var byCycle: [Double]
    /// ``reason`` as numbers, while the history is folded.
    var why: LiftReason?
    /// The weight and training max before the progression's last step (+kg after a success, a training max step),
    /// while no session was done at the new one: what a low-readiness day keeps (`docs/readiness.md`).
    public var heldWeightKg: Double?
    public var heldTrainingMaxKg: Double?
    /// A weekly lift: whether it was trained this week, and whether a main set fell short.
    public var trainedThisWeek = false
    public var missedThisWeek = false
    /// An AMRAP table's step to a training max, applied when the week ends.
    public var pendingTrainingMaxKg: Double?

    public init(
        trainingMaxKg: Double? = nil, weightKg: Double? = nil, stage: Int = 0, failures: Int = 0, variation: Int = 0,
        repsTarget: [Int]? = nil, reason: String? = nil, byCycle: [Double] = []
    ) {
        self.trainingMaxKg = trainingMaxKg
        self.weightKg = weightKg
        self.stage = stage
        self.failures = failures
        self.variation = variation
        self.repsTarget = repsTarget
        self.reason = reason
        self.byCycle = byCycle
    }
}
