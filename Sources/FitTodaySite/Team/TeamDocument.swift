import FitTodayDomain
import FitTodaySystem

/// `team.json`: the roster's figures on the day, for scripts and dashboards (`docs/team.md`, "team.json"). Written by
/// the project's one JSON writer, keys in the order the documentation lists them.
struct TeamDocument: Sendable {
    static let formatVersion = 1

    var team: String
    var date: LocalDate
    /// Sorted by id.
    var summaries: [AthleteSummary]

    init(team: String, date: LocalDate, summaries: [AthleteSummary]) {
        self.team = team
        self.date = date
        self.summaries = summaries.sorted { $0.id < $1.id }
    }

    var json: OrderedJSON {
        .object([
            ("format", .int(Self.formatVersion)),
            ("team", .string(team)),
            ("date", .string(date.description)),
            ("athletes", .array(summaries.map(Self.athlete))),
        ])
    }

    private static func athlete(_ summary: AthleteSummary) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("id", .string(summary.id)),
            ("name", .string(summary.name)),
            ("built", .bool(summary.failure == nil)),
            ("failure", .optional(summary.failure)),
            ("program", summary.program.map(program) ?? .null),
            ("composed", .bool(summary.program == nil)),
            ("last_session", .optional(summary.lastSession?.description)),
        ]
        // Left out for a team without an inbox.
        if let received = summary.lastLogReceived { members.append(("last_log_received", .string(received.description))) }
        members += [
            ("sessions_7", .int(summary.sessions7)),
            ("sessions_30", .int(summary.sessions30)),
            ("compliance_7", compliance(summary.compliance7)),
            ("compliance_30", compliance(summary.compliance30)),
            ("compliance_90", compliance(summary.compliance90)),
            ("readiness", .optional(summary.readiness?.rawValue)),
        ]
        if let answers = summary.answers {
            members.append(("answers", .object(answers.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })))
        }
        members += [
            ("needs_attention", .bool(summary.needsAttention)),
            ("flags", .array(summary.flags.map { .object([("kind", .string($0.kind.rawValue)), ("reason", .string($0.reason))]) })),
            ("unit", .string(summary.unit.rawValue)),
            ("locale", .string(summary.locale.rawValue)),
        ]
        return .object(members)
    }

    private static func program(_ place: AthleteProgramPlace) -> OrderedJSON {
        .object([
            ("id", .string(place.id)), ("name", .string(place.name)), ("cycle", .int(place.cycle)), ("week", .int(place.week)),
            ("day", .int(place.day)), ("day_name", .string(place.dayName)), ("started_on", .string(place.startedOn.description)),
        ])
    }

    private static func compliance(_ compliance: Compliance) -> OrderedJSON {
        .object([("days", .int(compliance.days)), ("planned", .int(compliance.planned)), ("done", .int(compliance.done))])
    }
}
