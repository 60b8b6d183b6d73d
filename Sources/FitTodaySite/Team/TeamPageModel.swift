import FitTodayDomain

/// The coach's page (`index.html`, `index.md`): the roster on the day, those who need attention first, each flag
/// with its reason, and how compliance is counted.
struct TeamPageModel: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        var id: String
        var name: String
        /// The athlete's own site, from the coach's page.
        var href: String
        var program: String
        var lastSession: String
        /// When the inbox last brought a log; absent for a team without one.
        var lastLog: String?
        var sessions7: Int
        var sessions30: Int
        var compliance7: String
        var compliance30: String
        var compliance90: String
        var readiness: String
        var answers: String?
        var flags: [String]
        var hasFlags: Bool
        var failure: String?
    }

    var title: String
    var dateLabel: String
    var attention: [Row]
    var others: [Row]
    var hasAttention: Bool
    var words: TeamWords

    init(team name: String, date: LocalDate, summaries: [AthleteSummary], locale: AppLocale) {
        title = name
        dateLabel = DateText.heading(date, locale)
        words = TeamWords(locale)
        let words = locale.words.site.team
        func percent(_ compliance: Compliance) -> String {
            guard let points = compliance.points else { return "—" }
            return words.compliance(points: points, done: compliance.done, planned: compliance.planned)
        }
        let rows = summaries.map { summary in
            Row(
                id: summary.id, name: summary.name, href: "athletes/\(summary.id)/index.html",
                program: summary.program?.text(locale, on: summary.date) ?? words.composed,
                lastSession: summary.lastSession.map { DateText.table($0, locale) } ?? words.never,
                lastLog: summary.lastLogReceived.map { DateText.tableWithTime($0, locale) },
                sessions7: summary.sessions7, sessions30: summary.sessions30,
                compliance7: percent(summary.compliance7), compliance30: percent(summary.compliance30), compliance90: percent(summary.compliance90),
                readiness: summary.readiness?.label(locale) ?? words.noReading,
                answers: summary.answers.map { answers in answers.keys.sorted().map { "\($0) \(answers[$0] ?? 0)" }.joined(separator: ", ") },
                flags: summary.flags.map(\.reason), hasFlags: !summary.flags.isEmpty, failure: summary.failure
            )
        }
        // Not built first, then by how many flags, then by name: the coach reads the top of the page.
        let flagged = zip(summaries, rows).filter { $0.0.needsAttention }.sorted { lhs, rhs in
            let left = (lhs.0.failure == nil ? 1 : 0, -lhs.0.flags.count, lhs.1.name, lhs.1.id)
            let right = (rhs.0.failure == nil ? 1 : 0, -rhs.0.flags.count, rhs.1.name, rhs.1.id)
            return left < right
        }.map(\.1)
        attention = flagged
        others = zip(summaries, rows).filter { !$0.0.needsAttention }.map(\.1).sorted { ($0.name, $0.id) < ($1.name, $1.id) }
        hasAttention = !attention.isEmpty
    }
}
