/// Sessions of the history as one screen shows them, newest first: either a numbered page or the newest ones.
///
/// Pages are numbered from the oldest session, so a page's sessions never change when a session is added
/// after them: page 1 holds the oldest `pageSize` sessions, page 2 the next ones, and the last page (the
/// newest) holds what is left, from 1 to `pageSize` sessions.
public struct HistoryPage: Equatable, Sendable {
    /// 1-based, counted from the oldest session; nil for the newest `pageSize` sessions (which may span the
    /// last two pages), what `fittoday history` shows without `--page` and the site's history index.
    public var page: Int?
    /// At least 1: an empty history still has one, empty, page.
    public var pages: Int
    public var total: Int
    public var pageSize: Int
    public var sessions: [SessionSummary]
    /// Each listed session's heaviest working set, in kilograms, by session id (none without a loaded set): the
    /// terminal's history shows it in the person's unit.
    public var heaviestKg: [Int64: Double]

    public init(page: Int?, pages: Int, total: Int, pageSize: Int, sessions: [SessionSummary], heaviestKg: [Int64: Double] = [:]) {
        self.page = page
        self.pages = pages
        self.total = total
        self.pageSize = pageSize
        self.sessions = sessions
        self.heaviestKg = heaviestKg
    }

    /// The number of pages `total` items fill at `pageSize` per page, never less than 1.
    public static func pageCount(total: Int, pageSize: Int) -> Int {
        max(1, (total + pageSize - 1) / pageSize)
    }

    /// Which items, counted from the oldest (0-based), page `number` holds: the oldest page is 1.
    public static func range(of number: Int, total: Int, pageSize: Int) -> Range<Int> {
        let start = min(total, (number - 1) * pageSize)
        return start..<min(total, start + pageSize)
    }

    /// The page, counted from the oldest, that holds the item at `position` (0-based, oldest first).
    public static func number(holding position: Int, pageSize: Int) -> Int {
        position / pageSize + 1
    }
}
