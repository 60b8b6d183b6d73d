/// One exercise of a plan, in order.
public struct PlanExercise: Equatable, Sendable {
    public var exerciseID: String
    /// The library name, filled in when read back.
    public var exerciseName: String
    /// 1 to 10.
    public var sets: Int
    /// 1 to 50.
    public var reps: Int
    /// One of ``PlanRules/allowedRestSeconds``.
    public var restSeconds: Int
    public var notes: String

    public init(exerciseID: String, exerciseName: String = "", sets: Int, reps: Int, restSeconds: Int, notes: String = "") {
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.sets = sets
        self.reps = reps
        self.restSeconds = restSeconds
        self.notes = notes
    }
}
