import FitTodayDomain

/// What the build read from the data source, once, before rendering.
struct SiteData: Sendable {
    var checkIn: CheckIn?
    var todaysPlan: Plan?
    var plans: [Plan]
    var exercises: [Exercise]
    var exercisesByID: [String: Exercise]
    var summaries: [SessionSummary]
    var figures: SummaryFigures
    var logs: [String: ExerciseLog]
}
