import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// `inbox --format json` and `inbox pull --format json` (docs/inbox.md).
enum InboxJSON {
    static func list(waiting: [InboxItem], receipts: [ReceivedLogs.Receipt], refusals: [ReceivedLogs.Refusal]) -> OrderedJSON {
        .object([
            ("waiting", .array(waiting.map { .string($0.key) })),
            ("imported", .array(receipts.map { receipt in
                .object([
                    ("log_id", .string(receipt.logID)), ("revision", .int(Int64(receipt.revision))),
                    ("session_id", receipt.sessionID.map { .int($0) } ?? .null), ("outcome", .string(receipt.outcome.rawValue)),
                    ("at", .string(receipt.receivedAt.description)),
                ])
            })),
            ("refused", .array(refusals.map { .object([("key", .string($0.source)), ("reason", .string($0.reason)), ("at", .string($0.refusedAt.description))]) })),
        ])
    }

    static func pull(_ report: InboxPull.Report?) -> OrderedJSON {
        guard let report else { return .object([("pulled", .bool(false))]) }
        return .object([
            ("pulled", .bool(report.failure == nil)),
            ("imported", .array(report.arrivals.map { arrival in
                .object([
                    ("name", .string(arrival.name)), ("log_id", arrival.logID.map { .string($0) } ?? .null),
                    ("revision", arrival.revision.map { .int(Int64($0)) } ?? .null),
                    ("session_id", arrival.sessionID.map { .int($0) } ?? .null), ("outcome", .string(arrival.outcome.rawValue)),
                ])
            })),
            ("refused", .array(report.refusals.map { .object([("key", .string($0.key)), ("reason", .string($0.reason))]) })),
            ("more", .bool(report.more)),
        ])
    }
}
