/// One day of a program's cycle on its page.
public struct ProgramDayOverview: Equatable, Sendable {
    public var position: ProgramPosition
    public var isDeload: Bool
    public var exercises: [PrescribedExercise]
    /// The day the person does next.
    public var isNext: Bool
    /// Done in this cycle.
    public var isDone: Bool

    public init(position: ProgramPosition, isDeload: Bool, exercises: [PrescribedExercise], isNext: Bool, isDone: Bool) {
        self.position = position
        self.isDeload = isDeload
        self.exercises = exercises
        self.isNext = isNext
        self.isDone = isDone
    }
}
