/// One page of the history, newest first.
public struct HistoryPage: Equatable, Sendable {
    /// 1-based.
    public var page: Int
    /// At least 1: an empty history still has one, empty, page.
    public var pages: Int
    public var total: Int
    public var pageSize: Int
    public var sessions: [SessionSummary]

    public init(page: Int, pages: Int, total: Int, pageSize: Int, sessions: [SessionSummary]) {
        self.page = page
        self.pages = pages
        self.total = total
        self.pageSize = pageSize
        self.sessions = sessions
    }

    /// The number of pages `total` items fill at `pageSize` per page, never less than 1.
    public static func pageCount(total: Int, pageSize: Int) -> Int {
        max(1, (total + pageSize - 1) / pageSize)
    }
}
