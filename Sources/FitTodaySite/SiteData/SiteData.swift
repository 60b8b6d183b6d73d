import FitTodayDomain

/// What the build read from the data source, once, before rendering.
struct SiteData: Sendable {
    /// What today shows, by the one rule of ``TodaysPlan``.
    var today: TodaysPlan.Result
    /// One per exercise of today's plan, in its order, as the day shown gives them (``ShowTheDay``; empty without a plan).
    var todayLoads: [LoadPrescription]
    var plans: [Plan]
    var exercises: [Exercise]
    var exercisesByID: [String: Exercise]
    /// Newest first: every session, or after new sessions only (``SiteBuildContext/loadChangedData(_:changed:previous:)``)
    /// the newest ones, from the first page that changed on.
    var summaries: [SessionSummary]
    /// Every session with its sets, by id, when the full build's pass over the history kept them (see
    /// ``SiteBuildOptions/keptSessionSets``): the session pages take them from here instead of reading them again.
    var sessions: [Int64: WorkoutSession]?
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

    /// The sessions with these ids, in their order: the ones kept when every one of them is, otherwise read from
    /// `source` (which leaves unknown ids out, as a snapshot that no longer holds them would).
    func sessions(ids: [Int64], from source: any SiteDataSource) throws(FitTodayError) -> [WorkoutSession] {
        if let sessions {
            let found = ids.compactMap { sessions[$0] }
            if found.count == ids.count { return found }
        }
        return try source.sessions(ids: ids)
    }
}
