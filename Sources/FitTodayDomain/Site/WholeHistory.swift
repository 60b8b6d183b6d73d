/// Everything a full build reads of the history, from one pass over it: every session with its totals (newest
/// first), every logged exercise's newest sessions (``ExerciseLog``) and every weighted exercise's progress
/// (``ExerciseProgress``). See ``SiteDataSource/wholeHistory(recent:progress:keepingSets:)``.
public struct WholeHistory: Sendable {
    public var summaries: [SessionSummary]
    public var logs: [String: ExerciseLog]
    public var progress: [String: ExerciseProgress]
    /// Every session with its sets, by id, when the pass was asked to keep them and they fit its budget (see
    /// ``SiteDataSource/wholeHistory(recent:progress:keepingSets:)``); nil otherwise.
    public var sessions: [Int64: WorkoutSession]?

    public init(summaries: [SessionSummary], logs: [String: ExerciseLog], progress: [String: ExerciseProgress],
                sessions: [Int64: WorkoutSession]? = nil) {
        self.summaries = summaries
        self.logs = logs
        self.progress = progress
        self.sessions = sessions
    }
}
