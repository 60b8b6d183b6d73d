/// One problem of a program file, where it is: reported as `FILE:LINE:COL: sentence`.
public struct ProgramProblem: Equatable, Sendable {
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    public var issue: ProgramIssue

    public init(line: Int, column: Int, issue: ProgramIssue) {
        self.line = line
        self.column = column
        self.issue = issue
    }
}
