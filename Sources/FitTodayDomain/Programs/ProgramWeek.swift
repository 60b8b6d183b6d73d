/// One week of a program's cycle.
public struct ProgramWeek: Equatable, Sendable {
    /// 1-based, as the file numbers it.
    public var number: Int
    /// A deload week (`week 4 deload`): lighter by design, never a test of progression.
    public var isDeload: Bool
    public var days: [ProgramDay]

    public init(number: Int, isDeload: Bool = false, days: [ProgramDay]) {
        self.number = number
        self.isDeload = isDeload
        self.days = days
    }
}
