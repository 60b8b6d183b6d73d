/// One exercise of a day's plan done as another, chosen before the session with `fittoday plan swap` (issue 52):
/// that day changes, the plan does not. It holds the planned exercise too, so that a day whose plan changed since
/// (composed again, another program) never swaps the wrong exercise: it then applies to nothing.
public struct DaySwap: Equatable, Sendable {
    public var date: LocalDate
    /// 1-based, in the day's plan as decided (before readiness leaves anything out).
    public var position: Int
    /// What the plan names in that place.
    public var plannedExerciseID: String
    /// What is done instead.
    public var exerciseID: String

    public init(date: LocalDate, position: Int, plannedExerciseID: String, exerciseID: String) {
        self.date = date
        self.position = position
        self.plannedExerciseID = plannedExerciseID
        self.exerciseID = exerciseID
    }
}
