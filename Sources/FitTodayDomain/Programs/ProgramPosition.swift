/// Where a program day falls: counted from 1 within the program (`cycle`), the cycle (`week`) and the week (`day`).
public struct ProgramPosition: Equatable, Sendable, Hashable {
    /// 0-based over every cycle: the number of program days done before it.
    public var dayIndex: Int
    public var cycle: Int
    public var week: Int
    public var day: Int
    /// The program's label for the day ("A1").
    public var dayName: String

    public init(dayIndex: Int, cycle: Int, week: Int, day: Int, dayName: String) {
        self.dayIndex = dayIndex
        self.cycle = cycle
        self.week = week
        self.day = day
        self.dayName = dayName
    }
}
