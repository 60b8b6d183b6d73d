/// One alternative of a planned exercise, with its own load for today.
public struct OfferedAlternative: Equatable, Sendable {
    public var exercise: Exercise
    public var load: AlternativeLoad

    public init(exercise: Exercise, load: AlternativeLoad) {
        self.exercise = exercise
        self.load = load
    }
}
