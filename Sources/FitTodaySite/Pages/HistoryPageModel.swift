import FitTodayTemplates
import FitTodayDomain

/// A page of the history: the index (the newest sessions, the pager and the figures) or a numbered page.
///
/// Pages are numbered from the oldest session (see ``HistoryPage``) and a numbered page's model holds nothing
/// that depends on later sessions (no total, no page count beyond its pager's reach), so a session added at
/// the end leaves the model, and so the files, of every older page as they were.
struct HistoryPageModel: PageModel {
    static let kind = PageKind("history", nav: .history)

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

        enum CodingKeys: CodingKey, CaseIterable { case date, planTitle, status, statusSlug, volume, href, mdHref, duration }
    }

    /// "45 treinos" on the index, "Página 2 · treinos 21–40" on a numbered page.
    var meta: String
    var hasSessions: Bool
    var sessions: [Row]
    var pager: Pager?
    var figures: Figures?
    /// The index's weekly load and readiness chart, when there is anything to chart.
    var trainingLoad: TrainingLoadFigures?
    /// The index's body weight, when any entry is recorded.
    var bodyWeight: BodyWeightFigures?
    let title: String

    /// The history index: the newest `sessions` of `total`, the pager over `pages` pages, and the figures,
    /// their chart shading `setsTarget` weekly sets as the goal.
    init(latest sessions: [SessionSummary], pages: Int, total: Int, figures: SummaryFigures, today: LocalDate,
         setsTarget: ClosedRange<Int>, context: PageContext) {
        let path = SitePaths.history
        meta = "\(total) \(context.word(.sessionsNumbered))"
        hasSessions = !sessions.isEmpty
        self.sessions = Self.rows(sessions, from: path, locale: context.locale, unit: context.unit)
        // With more than one page there is somewhere to go; one page is all on the index.
        if total > 0 { pager = Pager(current: nil, pages: pages, from: path) }
        self.figures = Figures(figures, today: today, target: setsTarget, locale: context.locale, unit: context.unit, title: context.word(.setsChart))
        title = context.word(.history)
    }

    /// Page `number` of `pages` (counted from the oldest session), listing `sessions` (newest first), which are
    /// the sessions numbered `numbers` from the oldest (1-based).
    init(number: Int, pages: Int, sessions: [SessionSummary], numbers: ClosedRange<Int>?, context: PageContext) {
        let path = SitePaths.historyPage(number)
        meta = "\(context.word(.page)) \(number)"
        if let numbers { meta += " · \(context.word(.sessionsNumbered)) \(numbers.lowerBound)–\(numbers.upperBound)" }
        hasSessions = !sessions.isEmpty
        self.sessions = Self.rows(sessions, from: path, locale: context.locale, unit: context.unit)
        pager = Pager(current: number, pages: pages, from: path)
        title = "\(context.word(.history)) · \(context.word(.page)) \(number)"
    }

    private static func rows(_ sessions: [SessionSummary], from path: String, locale: AppLocale, unit: WeightUnit) -> [Row] {
        sessions.map { summary in
            Row(date: DateText.tableWithTime(summary.completedAt, locale), planTitle: summary.planTitle,
                status: summary.status.label(locale), statusSlug: summary.status.rawValue,
                volume: WeightText.volumeNumber(summary.volumeKg, unit, locale),
                href: SitePaths.link(from: path, to: SitePaths.session(summary.id)),
                mdHref: SitePaths.link(from: path, to: SitePaths.markdown(SitePaths.session(summary.id))),
                duration: summary.durationMinutes)
        }
    }

    enum CodingKeys: CodingKey, CaseIterable {
        case meta, hasSessions, sessions, pager, figures, trainingLoad, bodyWeight
    }
}

extension HistoryPageModel: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.meta, meta)
        fields.add(.hasSessions, hasSessions)
        fields.add(.sessions, sessions)
        fields.add(.pager, pager)
        fields.add(.figures, encoding: figures)
        fields.add(.trainingLoad, encoding: trainingLoad)
        fields.add(.bodyWeight, encoding: bodyWeight)
    }
}

extension HistoryPageModel.Row: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.date, date)
        fields.add(.planTitle, planTitle)
        fields.add(.status, status)
        fields.add(.statusSlug, statusSlug)
        fields.add(.volume, volume)
        fields.add(.href, href)
        fields.add(.mdHref, mdHref)
        fields.add(.duration, duration)
    }
}
