import FitTodayDomain
import GRDB

/// The imports the database remembers (`import_batch`), and `import undo`: exactly what one import added is taken
/// away (its sessions, the sets it added to sessions already there, its body measurements), nothing else.
public struct ImportBatches: Sendable {
    /// What an undo took away.
    public struct Undone: Equatable, Sendable {
        public var batch: ImportBatch
        public var sessionsRemoved: Int
        public var setsRemoved: Int
        public var bodyMeasurementsRemoved: Int
        /// It had been undone before: nothing was removed this time.
        public var wasUndoneBefore = false
    }

    private let store: SQLiteStore

    public init(store: SQLiteStore) {
        self.store = store
    }

    /// Every import, newest first.
    public func all() throws(FitTodayError) -> [ImportBatch] {
        try store.read { db in try Row.fetchAll(db, sql: "SELECT * FROM import_batch ORDER BY id DESC").map(Self.batch) }
    }

    /// The import `id`, nil when there is none.
    public func batch(id: Int64) throws(FitTodayError) -> ImportBatch? {
        try store.read { db in try Row.fetchOne(db, sql: "SELECT * FROM import_batch WHERE id = ?", arguments: [id]).map(Self.batch) }
    }

    /// Takes away what import `id` added, in one transaction, and marks it undone. Nil when there is no such import;
    /// an import already undone is returned as it is, with nothing removed.
    public func undo(id: Int64, at moment: LocalDateTime) throws(FitTodayError) -> Undone? {
        try store.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM import_batch WHERE id = ?", arguments: [id]) else { return nil }
            var batch = try Self.batch(row)
            guard batch.undoneAt == nil else {
                return Undone(batch: batch, sessionsRemoved: 0, setsRemoved: 0, bodyMeasurementsRemoved: 0, wasUndoneBefore: true)
            }
            // The sets it added to sessions of other imports first; its own sessions take their sets with them.
            try db.execute(sql: """
                DELETE FROM logged_set WHERE import_batch = ?1
                AND session_id IN (SELECT id FROM workout_session WHERE import_batch IS NOT ?1)
                """, arguments: [id])
            var sets = db.changesCount
            sets += try Int.fetchOne(db, sql: """
                SELECT count(*) FROM logged_set WHERE session_id IN (SELECT id FROM workout_session WHERE import_batch = ?)
                """, arguments: [id]) ?? 0
            try db.execute(sql: "DELETE FROM workout_session WHERE import_batch = ?", arguments: [id])
            let sessions = db.changesCount
            try db.execute(sql: "DELETE FROM body_measurement WHERE import_batch = ?", arguments: [id])
            let measurements = db.changesCount
            try db.execute(sql: "UPDATE import_batch SET undone_at = ? WHERE id = ?", arguments: [moment.description, id])
            batch.undoneAt = moment
            return Undone(batch: batch, sessionsRemoved: sessions, setsRemoved: sets, bodyMeasurementsRemoved: measurements)
        }
    }

    /// Records a new import and returns its id (its counts are written when its data is).
    static func insert(_ source: ImportBatch.Source, in db: Database) throws -> Int64 {
        try db.execute(sql: "INSERT INTO import_batch (source, file_name, imported_at) VALUES (?, ?, ?)",
                       arguments: [source.format, source.fileName, source.importedAt.description])
        return db.lastInsertedRowID
    }

    private static func batch(_ row: Row) throws -> ImportBatch {
        ImportBatch(
            id: row["id"],
            source: .init(format: row["source"], fileName: row["file_name"], importedAt: try RowDecoder.dateTime(row, "imported_at")),
            sessions: row["sessions"], sets: row["sets"], bodyMeasurements: row["body_measurements"],
            undoneAt: try RowDecoder.optionalDateTime(row, "undone_at")
        )
    }
}
