/// One number a printed block starts from, for its cover: a lift's training max or its working weight.
public struct PrintedStart: Equatable, Sendable {
    /// The lift as the program names it in the locale ("T1 squat"), or the exercise's name.
    public var lift: String
    public var exerciseID: String
    public var trainingMaxKg: Double?
    public var weightKg: Double?

    public init(lift: String, exerciseID: String, trainingMaxKg: Double? = nil, weightKg: Double? = nil) {
        self.lift = lift
        self.exerciseID = exerciseID
        self.trainingMaxKg = trainingMaxKg
        self.weightKg = weightKg
    }
}
