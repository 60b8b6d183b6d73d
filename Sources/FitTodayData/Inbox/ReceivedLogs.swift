import FitTodayDomain
import FitTodayHashing
import GRDB

/// The logs that came home, as the database keeps them (`received_log`, `refused_log`; docs/inbox.md): which log and
/// revision made which session, so that a log sent twice adds nothing, a later revision replaces the session its
/// earlier one made, a session changed by hand since is left alone, and a session deleted stays deleted.
public struct ReceivedLogs: Sendable {
    /// What a log did to the history.
    public enum Outcome: String, Sendable {
        /// A new session.
        case imported
        /// A later revision replaced the session an earlier one made.
        case replaced
        /// The session was changed by hand (`session edit`) since its log came: it stays, this log is kept aside.
        case keptAside = "kept-aside"
        /// The session this log made was deleted (`session delete`): it stays deleted.
        case staysDeleted = "stays-deleted"
        /// An older revision that came after a newer one: nothing to do.
        case superseded
        /// This log and revision were received before: nothing to do, and nothing recorded again.
        case alreadyReceived = "already-received"
    }

    /// One log and revision received.
    public struct Receipt: Equatable, Sendable {
        public var logID: String
        public var revision: Int
        public var sessionID: Int64?
        public var outcome: Outcome
        /// The key or file it came from.
        public var source: String
        public var receivedAt: LocalDateTime
    }

    /// One log refused, with its reason in the person's words.
    public struct Refusal: Equatable, Sendable {
        public var source: String
        public var reason: String
        public var refusedAt: LocalDateTime
    }

    let store: SQLiteStore

    public init(store: SQLiteStore) { self.store = store }

    /// Records `session`, made from `log` (which has a `log_id`), by the rules above, in one transaction.
    public func receive(_ log: WorkoutLogFile, as session: ImportedSession, source: String, at moment: LocalDateTime) throws(FitTodayError) -> Receipt {
        guard let logID = log.logID else { throw .unexpected }
        try PlanRules.validate(session.session)
        let revision = log.revision
        return try store.write { db in
            func receipt(_ outcome: Outcome, session id: Int64?, digest: String?) throws -> Receipt {
                if outcome != .alreadyReceived {
                    try db.execute(sql: """
                        INSERT INTO received_log (log_id, revision, session_id, session_digest, outcome, source, received_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [logID, revision, id, digest, outcome.rawValue, source, moment.description])
                }
                return Receipt(logID: logID, revision: revision, sessionID: id, outcome: outcome, source: source, receivedAt: moment)
            }
            let rows = try Row.fetchAll(db, sql: """
                SELECT revision, session_id, session_digest, outcome FROM received_log WHERE log_id = ? ORDER BY revision
                """, arguments: [logID])
            if let same = rows.first(where: { ($0["revision"] as Int) == revision }) {
                return try receipt(.alreadyReceived, session: same["session_id"], digest: nil)
            }
            // The revision that made or last replaced the session: the one a newer revision is compared with.
            guard let maker = rows.last(where: { ["imported", "replaced"].contains($0["outcome"] as String) }) else {
                if !rows.isEmpty { return try receipt(.staysDeleted, session: nil, digest: nil) }
                let id = try HistoryStore.insert(session.session, importKey: session.importKey, setKeys: session.setKeys, in: db)
                return try receipt(.imported, session: id, digest: try Self.digest(of: id, in: db))
            }
            if revision < (maker["revision"] as Int) { return try receipt(.superseded, session: maker["session_id"], digest: nil) }
            guard let id: Int64 = maker["session_id"] else { return try receipt(.staysDeleted, session: nil, digest: nil) }
            guard try Self.digest(of: id, in: db) == (maker["session_digest"] as String?) else {
                return try receipt(.keptAside, session: id, digest: nil)
            }
            let replaced = session.session
            try db.execute(sql: """
                UPDATE workout_session SET started_at = ?, completed_at = ?, status = ?, duration_minutes = ?, intensity = ?,
                       plan_id = ?, plan_title = ?, rpe = ?, readiness_held = ? WHERE id = ?
                """, arguments: [
                    replaced.startedAt?.description, replaced.completedAt.description, replaced.status.rawValue, replaced.durationMinutes,
                    replaced.intensity?.rawValue, replaced.planID, replaced.planTitle, replaced.rpe, replaced.readinessHeld, id,
                ])
            try db.execute(sql: "DELETE FROM logged_set WHERE session_id = ?", arguments: [id])
            try ImportStore.insertSets(zip(replaced.sets, session.setKeys).map { ($0, $1, nil) }, session: id, in: db)
            return try receipt(.replaced, session: id, digest: try Self.digest(of: id, in: db))
        }
    }

    /// Keeps a refused log's reason.
    public func refuse(source: String, reason: String, at moment: LocalDateTime) throws(FitTodayError) {
        try store.write { db in
            try db.execute(sql: "INSERT INTO refused_log (source, reason, refused_at) VALUES (?, ?, ?)", arguments: [source, reason, moment.description])
        }
    }

    /// The logs received, newest first, at most `limit`.
    public func receipts(limit: Int = 50) throws(FitTodayError) -> [Receipt] {
        try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT log_id, revision, session_id, outcome, source, received_at FROM received_log
                ORDER BY received_at DESC, log_id DESC, revision DESC LIMIT ?
                """, arguments: [limit]).compactMap { row in
                guard let outcome = Outcome(rawValue: row["outcome"]), let moment = LocalDateTime(row["received_at"] as String) else { return nil }
                return Receipt(logID: row["log_id"], revision: row["revision"], sessionID: row["session_id"], outcome: outcome,
                               source: row["source"], receivedAt: moment)
            }
        }
    }

    /// The logs refused, newest first, at most `limit`.
    public func refusals(limit: Int = 50) throws(FitTodayError) -> [Refusal] {
        try store.read { db in
            try Row.fetchAll(db, sql: "SELECT source, reason, refused_at FROM refused_log ORDER BY id DESC LIMIT ?", arguments: [limit]).compactMap { row in
                guard let moment = LocalDateTime(row["refused_at"] as String) else { return nil }
                return Refusal(source: row["source"], reason: row["reason"], refusedAt: moment)
            }
        }
    }

    /// The session as stored, reduced to a digest: a change by hand to any field, note or set changes it.
    static func digest(of id: Int64, in db: Database) throws -> String? {
        guard let session = try Row.fetchOne(db, sql: """
            SELECT started_at, completed_at, status, duration_minutes, intensity, plan_title, notes, rpe FROM workout_session WHERE id = ?
            """, arguments: [id]) else { return nil }
        var text = session.databaseValues.map(\.description).joined(separator: "\u{1F}")
        for set in try Row.fetchAll(db, sql: "SELECT exercise_id, reps, weight_kg, rpe, kind FROM logged_set WHERE session_id = ? ORDER BY position", arguments: [id]) {
            text += "\u{1E}" + set.databaseValues.map(\.description).joined(separator: "\u{1F}")
        }
        return SHA256.hexDigest(of: text)
    }
}
