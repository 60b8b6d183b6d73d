import FitTodayDomain
import GRDB

// What a site rebuild asks to render only what new sessions change (schema migration 5).
extension SQLiteStore {
    public func changeMark() throws(FitTodayError) -> DataChangeMark? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT serial, hex(token) AS token, dirty FROM data_revision WHERE id = 1"),
                  row["dirty"] as Int == 0 else { return nil }
            return DataChangeMark(serial: row["serial"], token: row["token"])
        }
    }

    public func sessionsChanged(since mark: DataChangeMark) throws(FitTodayError) -> [Int64]? {
        try read { db in
            // The mark must name a write of this very history (a restored older copy has other tokens), and every
            // write since must have only added sessions or sets.
            guard let revision = try Row.fetchOne(db, sql: "SELECT serial, dirty FROM data_revision WHERE id = 1"),
                  revision["dirty"] as Int == 0,
                  let logged = try String.fetchOne(db, sql: "SELECT hex(token) FROM data_revision_log WHERE serial = ?", arguments: [mark.serial]),
                  logged == mark.token else { return nil }
            let current: Int64 = revision["serial"]
            let writes = try Int.fetchOne(db, sql: "SELECT count(*) FROM data_revision_log WHERE serial > ?", arguments: [mark.serial]) ?? 0
            let sessionsOnly = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM data_revision_log WHERE serial > ? AND sessions_only = 1", arguments: [mark.serial]
            ) ?? 0
            guard writes == current - mark.serial, sessionsOnly == writes else { return nil }
            // Sorted here: with `ORDER BY id` SQLite walks the whole table in id order instead of the revision's index.
            return try Int64.fetchAll(db, sql: "SELECT id FROM workout_session WHERE revision > ?", arguments: [mark.serial]).sorted()
        }
    }

    public func sessionCount() throws(FitTodayError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? 0 }
    }

    public func newestSessionIDs(_ count: Int) throws(FitTodayError) -> [Int64] {
        try read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM workout_session ORDER BY completed_at DESC, id DESC LIMIT ?", arguments: [max(count, 0)])
        }
    }

    public func historyPositions(of ids: [Int64]) throws(FitTodayError) -> [Int64: Int] {
        try read { db in
            var positions: [Int64: Int] = [:]
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? 0
            // Counted from the newest end on the history's index: new sessions, the usual question, are near it.
            let find = try db.cachedStatement(sql: "SELECT completed_at FROM workout_session WHERE id = ?")
            let newer = try db.cachedStatement(sql: "SELECT count(*) FROM workout_session WHERE (completed_at, id) > (?, ?)")
            for id in ids {
                guard let completedAt = try String.fetchOne(find, arguments: [id]) else { continue }
                positions[id] = total - 1 - (try Int.fetchOne(newer, arguments: [completedAt, id]) ?? 0)
            }
            return positions
        }
    }
}
