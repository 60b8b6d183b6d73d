import FitTodayDomain

/// `team.json`: the roster's figures on the day, for scripts and dashboards (`docs/team.md`, "team.json").
struct TeamDocument: Encodable, Sendable {
    static let formatVersion = 1

    struct Athlete: Encodable, Sendable {
        var id: String
        var name: String
        var built: Bool
        var failure: String?
        var program: AthleteProgramPlace?
        var composed: Bool
        var lastSession: LocalDate?
        /// Left out for a team without an inbox.
        var lastLogReceived: LocalDateTime?
        var sessions7: Int
        var sessions30: Int
        var compliance7: Compliance
        var compliance30: Compliance
        var compliance90: Compliance
        var readiness: ReadinessBand?
        var answers: [String: Int]?
        var needsAttention: Bool
        var flags: [AttentionFlag]
        var unit: WeightUnit
        var locale: AppLocale

        enum CodingKeys: String, CodingKey {
            case id, name, built, failure, program, composed, flags, unit, locale, readiness, answers
            case lastSession = "last_session", lastLogReceived = "last_log_received", sessions7 = "sessions_7", sessions30 = "sessions_30"
            case compliance7 = "compliance_7", compliance30 = "compliance_30", compliance90 = "compliance_90"
            case needsAttention = "needs_attention"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(built, forKey: .built)
            try container.encode(failure, forKey: .failure)
            try container.encode(program, forKey: .program)
            try container.encode(composed, forKey: .composed)
            try container.encode(lastSession, forKey: .lastSession)
            try container.encodeIfPresent(lastLogReceived.map(\.description), forKey: .lastLogReceived)
            try container.encode(sessions7, forKey: .sessions7)
            try container.encode(sessions30, forKey: .sessions30)
            try container.encode(compliance7, forKey: .compliance7)
            try container.encode(compliance30, forKey: .compliance30)
            try container.encode(compliance90, forKey: .compliance90)
            try container.encode(readiness, forKey: .readiness)
            try container.encodeIfPresent(answers, forKey: .answers)
            try container.encode(needsAttention, forKey: .needsAttention)
            try container.encode(flags, forKey: .flags)
            try container.encode(unit, forKey: .unit)
            try container.encode(locale, forKey: .locale)
        }
    }

    var format = TeamDocument.formatVersion
    var team: String
    var date: LocalDate
    var athletes: [Athlete]

    init(team: String, date: LocalDate, summaries: [AthleteSummary]) {
        self.team = team
        self.date = date
        athletes = summaries.map { summary in
            Athlete(id: summary.id, name: summary.name, built: summary.failure == nil, failure: summary.failure, program: summary.program,
                    composed: summary.program == nil, lastSession: summary.lastSession, lastLogReceived: summary.lastLogReceived, sessions7: summary.sessions7,
                    sessions30: summary.sessions30, compliance7: summary.compliance7, compliance30: summary.compliance30,
                    compliance90: summary.compliance90, readiness: summary.readiness, answers: summary.answers,
                    needsAttention: summary.needsAttention, flags: summary.flags, unit: summary.unit, locale: summary.locale)
        }
    }
}
