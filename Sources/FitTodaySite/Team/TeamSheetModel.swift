import FitTodayDomain

/// The team sheet (`sheet/index.html`, `.md`): each athlete's plan for the day, one per printed page.
struct TeamSheetModel: Encodable, Sendable {
    struct Part: Encodable, Sendable {
        var id: String
        var html: String
        var markdown: String
        /// The athlete's printable block (`athletes/<id>/print/index.html`), when their site has one.
        var printHref: String?
    }

    var title: String
    var dateLabel: String
    var athletes: [Part]
    var words: TeamWords
    var printText: String

    /// `printed`: the athletes whose site holds a printable block.
    init(team name: String, date: LocalDate, summaries: [AthleteSummary], locale: AppLocale, printed: Set<String> = []) {
        printText = locale.words.site.print.link
        title = name
        dateLabel = DateText.heading(date, locale)
        words = TeamWords(locale)
        athletes = summaries.sorted { ($0.name, $0.id) < ($1.name, $1.id) }.compactMap { summary in
            summary.sheet.map { Part(id: summary.id, html: $0.html, markdown: $0.markdown,
                                     printHref: printed.contains(summary.id) ? "../athletes/\(summary.id)/print/index.html" : nil) }
        }
    }
}
