/// Where the program a person follows is kept, and the sessions that count as its days.
public protocol ProgramRepository: Sendable {
    /// The run being followed, if any.
    func activeProgramRun() throws(FitTodayError) -> ProgramRun?
    /// Every run, oldest first (the program page shows each lift's history across them).
    func programRuns() throws(FitTodayError) -> [ProgramRun]
    /// Ends the active run (if any) on `date` and stores `run` as the active one.
    func startProgramRun(_ run: ProgramRun) throws(FitTodayError) -> ProgramRun
    /// Ends the active run on `date`; false when none was active.
    func stopProgramRun(on date: LocalDate) throws(FitTodayError) -> Bool
    /// Adds a training max change to the active run.
    func addTrainingMaxChange(_ change: TrainingMaxChange, runID: Int64) throws(FitTodayError)
    /// The sessions linked to plans of `runID`, completed or skipped, oldest first (by completion, then id), with
    /// their sets but not their warm-ups, which never count.
    func programSessions(runID: Int64) throws(FitTodayError) -> [ProgramSession]
    /// The plan stored for day `dayIndex` of `runID`, the newest if several.
    func programPlan(runID: Int64, dayIndex: Int) throws(FitTodayError) -> Plan?
    /// Stores a program day's plan (``Plan/program`` set) and returns it with its id.
    func saveProgramPlan(_ plan: Plan) throws(FitTodayError) -> Plan
}
