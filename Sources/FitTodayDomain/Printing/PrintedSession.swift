/// One session of a printed block: its number in the block, the day it falls on when trained on the program's days
/// per week, and its exercises.
public struct PrintedSession: Equatable, Sendable {
    /// 1-based within the block.
    public var number: Int
    public var date: LocalDate
    /// The program day ("Cycle 1, week 2, day 3"); nil for a composed day.
    public var position: ProgramPosition?
    /// A composed day's focus; nil for a program day.
    public var focus: SessionFocus?
    public var exercises: [PrintedExercise]

    public init(number: Int, date: LocalDate, position: ProgramPosition? = nil, focus: SessionFocus? = nil, exercises: [PrintedExercise]) {
        self.number = number
        self.date = date
        self.position = position
        self.focus = focus
        self.exercises = exercises
    }

    /// The sets of the session, warm-ups included: what decides whether it may share a page with the next.
    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }
}
