import FitTodayTemplates

/// The pager of the history, newest first: the index (the latest sessions), the numbered pages around the
/// current one in descending order (pages count from the oldest session), the oldest page, and links to the
/// newer and older neighbours.
///
/// What page `N` shows depends only on pages up to `N + 2`: a session added at the end changes no pager but
/// those of the two pages before the newest, and only when it opens a new page.
struct Pager: Encodable, Sendable {
    /// A page number, or a gap (`gap` true and nothing else).
    struct Entry: Encodable, Sendable {
        var gap: Bool?
        var number: Int?
        var current: Bool?
        var href: String?
        var mdHref: String?

        enum CodingKeys: CodingKey, CaseIterable { case gap, number, current, href, mdHref }

        static let gapEntry = Entry(gap: true)

        init(gap: Bool) { self.gap = gap }

        init(number: Int, current: Int?, from page: String) {
            self.number = number
            self.current = number == current
            href = SitePaths.link(from: page, to: SitePaths.historyPage(number))
            mdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.historyPage(number)))
        }

        /// The history index, where the latest sessions are.
        init(latestFrom page: String, current: Bool) {
            self.current = current
            href = SitePaths.link(from: page, to: SitePaths.history)
            mdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.history))
        }
    }

    var latest: Entry
    var pages: [Entry]
    var newer: Entry?
    var older: Entry?

    enum CodingKeys: CodingKey, CaseIterable { case latest, pages, newer, older }

    /// The pager of page `current` (nil: the history index) of a history with `count` pages, on the page at `page`.
    init(current: Int?, pages count: Int, from page: String) {
        latest = Entry(latestFrom: page, current: current == nil)
        // From the index, the pages nearest it; from a page, two either side; always the oldest page.
        let top = current.map { min(count, $0 + 2) } ?? count
        let bottom = max(1, current.map { $0 - 2 } ?? count - 3)
        var entries: [Entry] = []
        if top >= bottom {
            for number in stride(from: top, through: bottom, by: -1) {
                entries.append(Entry(number: number, current: current, from: page))
            }
        }
        if bottom > 1 {
            if bottom > 2 { entries.append(.gapEntry) }
            entries.append(Entry(number: 1, current: current, from: page))
        }
        pages = entries
        if let current {
            newer = current < count ? Entry(number: current + 1, current: nil, from: page) : Entry(latestFrom: page, current: false)
            if current > 1 { older = Entry(number: current - 1, current: nil, from: page) }
        } else if count > 1 {
            older = Entry(number: count - 1, current: nil, from: page)
        }
    }
}

extension Pager: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.latest, latest)
        fields.add(.pages, pages)
        fields.add(.newer, newer)
        fields.add(.older, older)
    }
}

extension Pager.Entry: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.gap, gap)
        fields.add(.number, number)
        fields.add(.current, current)
        fields.add(.href, href)
        fields.add(.mdHref, mdHref)
    }
}
