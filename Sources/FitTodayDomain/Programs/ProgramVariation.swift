/// A harder variation of a bodyweight lift.
public struct ProgramVariation: Equatable, Sendable {
    public var exerciseName: String
    public var exerciseID: String

    public init(exerciseName: String, exerciseID: String = "") {
        self.exerciseName = exerciseName
        self.exerciseID = exerciseID
    }
}
