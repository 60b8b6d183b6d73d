/// How one lift moved, cycle by cycle: its training max, or its working weight, at the start of each.
public struct LiftProgression: Equatable, Sendable {
    public var liftKey: String
    public var exerciseID: String
    /// True when the numbers are training maxes.
    public var isTrainingMax: Bool
    /// Index 0 is cycle 1.
    public var kilogramsByCycle: [Double]
    /// Now: the stage's label of a staged lift.
    public var stage: String?

    public init(liftKey: String, exerciseID: String, isTrainingMax: Bool, kilogramsByCycle: [Double], stage: String? = nil) {
        self.liftKey = liftKey
        self.exerciseID = exerciseID
        self.isTrainingMax = isTrainingMax
        self.kilogramsByCycle = kilogramsByCycle
        self.stage = stage
    }
}
