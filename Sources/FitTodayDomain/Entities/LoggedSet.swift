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
    /// A cardio or timed set's time, in seconds (a run, a plank); nil for a set of reps.
    public var durationSeconds: Int?
    /// A cardio set's distance, in metres; nil when none was given.
    public var distanceMeters: Double?
    /// The exercise the plan named when this set was done in its place (the rack was taken, a swap on the sheet or
    /// `plan swap`): `exerciseID` is what was done. A program leaves the planned lift's progression where it was.
    public var swappedFrom: String?

    public init(exerciseID: String, exerciseName: String = "", setNumber: Int, reps: Int, weightKg: Double? = nil, rpe: Double? = nil, kind: SetKind = .working,
                durationSeconds: Int? = nil, distanceMeters: Double? = nil, swappedFrom: String? = nil) {
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.setNumber = setNumber
        self.reps = reps
        self.weightKg = weightKg
        self.rpe = rpe
        self.kind = kind
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.swappedFrom = swappedFrom
    }
}
