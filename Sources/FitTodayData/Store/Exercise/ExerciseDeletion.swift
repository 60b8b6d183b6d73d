import FitTodayDomain

/// What deleting an exercise took with it.
public struct ExerciseDeletion: Equatable, Sendable {
    public var exercise: Exercise
    /// Sets removed, and the sessions and plans they came from.
    public var setsRemoved: Int
    public var sessionsTouched: Int
    public var plansTouched: Int
}
