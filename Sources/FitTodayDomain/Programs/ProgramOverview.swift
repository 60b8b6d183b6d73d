/// A program as its page shows it: the whole cycle with loads from the current numbers, and, when the person
/// follows it, where they are and how each lift has moved.
public struct ProgramOverview: Equatable, Sendable {
    public var program: Program
    /// The active run of this program; nil when the person does not follow it.
    public var run: ProgramRun?
    /// Where the person is; nil when not following it.
    public var state: ProgramState?
    /// The cycle the person is in (or the first): by week, by day, the exercises with every set's load.
    public var cycle: [[ProgramDayOverview]]
    /// Each lift's training max (or working weight) at the start of every cycle so far, by lift key, in the
    /// program's order.
    public var progression: [LiftProgression]

    public init(program: Program, run: ProgramRun?, state: ProgramState?, cycle: [[ProgramDayOverview]], progression: [LiftProgression]) {
        self.program = program
        self.run = run
        self.state = state
        self.cycle = cycle
        self.progression = progression
    }
}
