/// The numbered pager of the history: first, last and two either side of the current page, with gaps between.
struct Pager: Encodable, Sendable {
    /// A page number, or a gap (`gap` true and nothing else).
    struct Entry: Encodable, Sendable {
        var gap: Bool?
        var number: Int?
        var current: Bool?
        var href: String?
        var mdHref: String?

        static let gapEntry = Entry(gap: true)

        init(gap: Bool) { self.gap = gap }

        init(number: Int, current: Int, from page: String) {
            self.number = number
            self.current = number == current
            href = SitePaths.link(from: page, to: SitePaths.historyPage(number))
            mdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.historyPage(number)))
        }
    }

    var pages: [Entry]
    var previous: Entry?
    var next: Entry?

    init(current: Int, pages count: Int, from page: String) {
        var shown = Set([1, count]).union(max(1, current - 2)...min(count, current + 2))
        if count <= 9 { shown = Set(1...count) }
        var entries: [Entry] = []
        var before = 0
        for number in shown.sorted() {
            if number > before + 1 { entries.append(.gapEntry) }
            entries.append(Entry(number: number, current: current, from: page))
            before = number
        }
        pages = entries
        if current > 1 { previous = Entry(number: current - 1, current: current, from: page) }
        if current < count { next = Entry(number: current + 1, current: current, from: page) }
    }
}
