import FitTodayDomain
import GRDB

/// The lighter weeks the person started (``DeloadRepository``): `fittoday deload`, read by the day shown to lighten
/// its loads.
public struct DeloadStore: DeloadRepository {
    let database: SQLiteStore

    public func deload(covering date: LocalDate) throws(FitTodayError) -> DeloadPeriod? {
        try deloads().last { $0.covers(date) }
    }

    public func startDeload(on date: LocalDate) throws(FitTodayError) -> DeloadPeriod {
        let id = try database.write { db in
            // A deload still running ends where the new one starts.
            try db.execute(
                sql: "UPDATE deload SET stopped_on = ? WHERE started_on <= ? AND date(started_on, '+\(DeloadPeriod.days - 1) days') >= ? AND (stopped_on IS NULL OR stopped_on > ?)",
                arguments: [date.description, date.description, date.description, date.description]
            )
            try Self.insert(DeloadPeriod(startedOn: date), in: db)
            return db.lastInsertedRowID
        }
        return DeloadPeriod(id: id, startedOn: date)
    }

    public func stopDeload(on date: LocalDate) throws(FitTodayError) -> DeloadPeriod? {
        guard var running = try deload(covering: date), let id = running.id else { return nil }
        running.stoppedOn = date
        try database.write { db in
            try db.execute(sql: "UPDATE deload SET stopped_on = ? WHERE id = ?", arguments: [date.description, id])
        }
        return running
    }

    public func deloads() throws(FitTodayError) -> [DeloadPeriod] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM deload ORDER BY started_on, id").map { row in
                DeloadPeriod(id: row["id"], startedOn: try RowDecoder.date(row, "started_on"), stoppedOn: try RowDecoder.optionalDate(row, "stopped_on"))
            }
        }
    }

    static func insert(_ deload: DeloadPeriod, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO deload (id, started_on, stopped_on) VALUES (?, ?, ?)",
            arguments: [deload.id, deload.startedOn.description, deload.stoppedOn?.description]
        )
    }
}
