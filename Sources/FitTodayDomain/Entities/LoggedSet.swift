/// One set of a logged session.
public struct LoggedSet: Equatable, Sendable {
    public var exerciseID: String
    /// The library name, filled in when read back.
    public var exerciseName: String
    /// 1-based, per exercise within the session.
    public var setNumber: Int
    public var reps: Int
    /// Nil for bodyweight sets.
    public var weightKg: Double?
    /// Rate of perceived exertion, 1 to 10.
    public var rpe: Double?
    /// Working by default; imported warm-up, drop and failure sets say so.
    public var kind: SetKind

    public init(exerciseID: String, exerciseName: String = "", setNumber: Int, reps: Int, weightKg: Double? = nil, rpe: Double? = nil, kind: SetKind = .working) {
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.setNumber = setNumber
        self.reps = reps
        self.weightKg = weightKg
        self.rpe = rpe
        self.kind = kind
    }
}
