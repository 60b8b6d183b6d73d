/// An exercise a program allows in place of one of its lifts (`alternatives:` under the lift), which then replaces
/// the library's rule of alternatives for it.
public struct ProgramAlternative: Equatable, Sendable {
    public var exerciseName: String
    public var exerciseID: String

    public init(exerciseName: String, exerciseID: String = "") {
        self.exerciseName = exerciseName
        self.exerciseID = exerciseID
    }
}
