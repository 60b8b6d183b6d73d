/// One of the last seven days: what a logged session did, or, on a day with no session, what its plan (composed or
/// a program's day) prescribed, as the composer assumes a planned day was trained.
public struct TrainedDay: Equatable, Sendable {
    public var date: LocalDate
    public var exercises: [TrainedExercise]
    /// True when a session was logged; false for a plan only.
    public var logged: Bool

    public init(date: LocalDate, exercises: [TrainedExercise], logged: Bool) {
        self.date = date
        self.exercises = exercises
        self.logged = logged
    }
}
