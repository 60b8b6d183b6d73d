/// What makes a plan a program's day: logging it (`log --plan ID`, `import log`) counts as that day.
public struct PlanProgramLink: Equatable, Sendable {
    public var runID: Int64
    public var programID: String
    public var position: ProgramPosition

    public init(runID: Int64, programID: String, position: ProgramPosition) {
        self.runID = runID
        self.programID = programID
        self.position = position
    }
}
