/// Everything a full build reads of the history, from one pass over it: every session with its totals (newest
/// first), every logged exercise's newest sessions (``ExerciseLog``) and every weighted exercise's progress
/// (``ExerciseProgress``). See ``SiteDataSource/wholeHistory(recent:)``.
public struct WholeHistory: Sendable {
    public var summaries: [SessionSummary]
    public var logs: [String: ExerciseLog]
    public var progress: [String: ExerciseProgress]

    public init(summaries: [SessionSummary], logs: [String: ExerciseLog], progress: [String: ExerciseProgress]) {
        self.summaries = summaries
        self.logs = logs
        self.progress = progress
    }
}
