import FitTodayDomain

/// What the build read from the data source, once, before rendering.
struct SiteData: Sendable {
    /// What today shows, by the one rule of ``TodaysPlan``.
    var today: TodaysPlan.Result
    /// One per exercise of today's plan, in its order, by ``PrescribeLoads`` (empty without a plan).
    var todayLoads: [LoadPrescription]
    var plans: [Plan]
    var exercises: [Exercise]
    var exercisesByID: [String: Exercise]
    /// Newest first: every session, or after new sessions only (``SiteBuildContext/loadChangedData(_:changed:previous:)``)
    /// the newest ones, from the first page that changed on.
    var summaries: [SessionSummary]
    /// How many sessions there are, whether or not ``summaries`` has them all.
    var sessionTotal: Int
    var figures: SummaryFigures
    /// Read while the first pages render (see ``ExerciseHistory``). Updating in place, only the exercises of the
    /// sessions it renders: the others stay in ``keptExerciseHistory``.
    var exerciseHistory: Task<ExerciseHistory, any Error>
    /// Updating in place: the sessions the calendar lists (newest first) and those changed among them, so that it
    /// is made from the last build's (``CalendarFile/bytes(updating:ids:changed:sessions:today:date:exercises:siteTitle:locale:base:)``).
    var calendarUpdate: (ids: [Int64], changed: Set<Int64>)?
    /// Updating in place: the exercises whose records in the build's state ``exerciseHistory`` replaces (the others'
    /// stay as they are); nil when it holds every exercise's.
    var keptExerciseHistory: Set<String>?
}
