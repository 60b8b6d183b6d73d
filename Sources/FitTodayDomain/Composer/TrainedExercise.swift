/// One exercise of a recent day with its working sets, for the week the composer plans around.
public struct TrainedExercise: Equatable, Sendable {
    public var exerciseID: String
    public var sets: Int

    public init(exerciseID: String, sets: Int) {
        self.exerciseID = exerciseID
        self.sets = sets
    }
}
