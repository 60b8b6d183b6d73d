/// A program follower's week ahead (`plan week`): the program's next days in order, as many as it trains in a week,
/// from the one that is next. A program moves on with the sessions logged, not with the calendar, so the days carry
/// no dates.
public struct ProgramWeekAhead: Sendable {
    /// One day of the week ahead: its place in the program and its lifts, each named once.
    public struct Day: Equatable, Sendable {
        public var position: ProgramPosition
        /// In the day's order, in the locale's words.
        public var lifts: [String]
    }

    public var program: Program
    public var run: ProgramRun
    public var days: [Day]

    /// - Parameter names: the library's names by exercise id, in the person's language.
    public init(_ standing: FollowProgram.Standing, names: [String: String]) {
        program = standing.program
        run = standing.run
        let next = standing.state.next.dayIndex
        days = (0..<max(standing.program.daysPerWeek, 1)).map { offset in
            let position = standing.program.position(ofDay: next + offset)
            return Day(position: position, lifts: Self.lifts(of: position, in: standing.program, names: names))
        }
    }

    /// Whether the run gives its first day after `date` (the week then says when it starts).
    public func startsAfter(_ date: LocalDate) -> Bool { !run.hasStarted(by: date) }

    static func lifts(of position: ProgramPosition, in program: Program, names: [String: String]) -> [String] {
        var seen: [String] = []
        for entry in program.day(at: position).entries {
            let name = names[entry.exerciseID] ?? entry.exerciseName
            if !seen.contains(name) { seen.append(name) }
        }
        return seen
    }
}
