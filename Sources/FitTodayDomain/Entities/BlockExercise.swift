/// An exercise of a block with its default prescription.
public struct BlockExercise: Equatable, Sendable {
    public var exerciseID: String
    public var sets: Int
    public var reps: Int
    public var restSeconds: Int
    public var notes: String

    public init(exerciseID: String, sets: Int, reps: Int, restSeconds: Int, notes: String = "") {
        self.exerciseID = exerciseID
        self.sets = sets
        self.reps = reps
        self.restSeconds = restSeconds
        self.notes = notes
    }
}
