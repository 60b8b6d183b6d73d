import FitTodayDomain

/// The roster as the terminal shows it (`team list`): who needs attention first, every figure of the coach's page.
struct RosterText {
    let locale: AppLocale

    func roster(_ summaries: [AthleteSummary], team: String, date: LocalDate) -> String {
        let words = locale.words.cli.team
        let site = locale.words.site.team
        func percent(_ compliance: Compliance) -> String {
            compliance.points.map { site.compliance(points: $0, done: compliance.done, planned: compliance.planned) } ?? "—"
        }
        let ordered = summaries.filter(\.needsAttention).sorted { ($0.name, $0.id) < ($1.name, $1.id) }
            + summaries.filter { !$0.needsAttention }.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
        var lines = [words.rosterHeading(team: team, date: DateText.terminal(date, locale))]
        for summary in ordered {
            lines.append("")
            lines.append("\(summary.name) (\(summary.id)) — \(summary.program?.text(locale, on: summary.date) ?? site.composed)")
            if let failure = summary.failure {
                lines.append("  \(site.notBuilt): \(failure)")
                continue
            }
            lines.append("  " + words.sessionsLine(
                last: summary.lastSession.map { DateText.terminal($0, locale) } ?? site.never, week: summary.sessions7, month: summary.sessions30))
            lines.append("  " + words.complianceLine(week: percent(summary.compliance7), month: percent(summary.compliance30), quarter: percent(summary.compliance90)))
            lines.append("  \(site.readiness): \(summary.readiness?.label(locale) ?? site.noReading)")
            for flag in summary.flags { lines.append("  ! \(flag.reason)") }
        }
        return lines.joined(separator: "\n")
    }
}
