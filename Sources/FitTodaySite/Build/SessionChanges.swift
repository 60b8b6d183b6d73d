import FitTodayDomain

/// A rebuild after sessions were only added to: the data the changed pages show, and which pages those are.
///
/// A new session (or one with sets added) changes its own page, the history pages from its own on, the index,
/// the pages of its exercises (their recent sessions, chart and records), today's page (loads), the plans (a
/// plan used by a session is listed) and the feed and calendar; a session after it may gain or lose a record
/// mark, so later sessions' pages are checked against their fingerprints too. The library, the credits, the
/// assets and the images do not depend on sessions.
struct SessionChanges: Sendable {
    /// Newest summaries from ``firstHistoryPage`` on (and at least the feed's and calendar's), today's plan, the
    /// plans, the figures, and the logs and progress of the exercises whose pages are rendered.
    var data: SiteData
    var firstHistoryPage: Int
    /// The changed sessions and every one after them in the history's order.
    var sessions: [Int64]
    /// The exercises the changed sessions logged.
    var exercises: [Exercise]
}
