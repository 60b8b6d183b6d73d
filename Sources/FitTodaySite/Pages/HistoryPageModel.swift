import FitTodayDomain

/// A page of the history: its sessions, the pager and, on the first page, the figures.
struct HistoryPageModel: PageModel {
    static let kind = PageKind.history

    struct Row: Encodable, Sendable {
        var date: String
        var planTitle: String
        var status: String
        /// The status as a CSS class.
        var statusSlug: String
        var volume: String
        var href: String
        var mdHref: String
        var duration: Int?
    }

    var page: Int
    var pages: Int
    var total: String
    var hasSessions: Bool
    var sessions: [Row]
    var pager: Pager?
    var figures: Figures?
    let title: String

    /// Page `number` of `pages`, listing `sessions` of `total`; `figures` only on the first page, its chart
    /// shading `setsTarget` weekly sets as the goal.
    init(number: Int, pages: Int, sessions: [SessionSummary], total: Int, figures: SummaryFigures, today: LocalDate,
         setsTarget: ClosedRange<Int>, context: PageContext) {
        let locale = context.locale, path = SitePaths.historyPage(number)
        page = number
        self.pages = pages
        self.total = "\(total) \(locale.words.site.historyPageModelRow.sessions)"
        hasSessions = !sessions.isEmpty
        self.sessions = sessions.map { summary in
            Row(date: SiteFormat.dateTime(summary.completedAt, locale), planTitle: summary.planTitle,
                status: summary.status.label(locale), statusSlug: summary.status.rawValue,
                volume: SiteFormat.whole(summary.volumeKg, locale),
                href: SitePaths.link(from: path, to: SitePaths.session(summary.id)),
                mdHref: SitePaths.link(from: path, to: SitePaths.markdown(SitePaths.session(summary.id))),
                duration: summary.durationMinutes)
        }
        if pages > 1 { pager = Pager(current: number, pages: pages, from: path) }
        if number == 1 {
            self.figures = Figures(figures, today: today, target: setsTarget, locale: locale, title: context.word(.setsChart))
        }
        title = number == 1 ? context.word(.history) : "\(context.word(.history)) · \(context.word(.page)) \(number)"
    }

    private enum CodingKeys: CodingKey {
        case page, pages, total, hasSessions, sessions, pager, figures
    }
}
