import FitTodayDomain
import FitTodaySystem
import Foundation
import GRDB
import GRDBSQLite
import Logging

/// The person's training data in one SQLite file (WAL mode, foreign keys on, busy timeout).
///
/// The handle of the file: it opens and migrates it, and runs every read and write (``read(_:)``, ``write(_:)``, a
/// ``readingSnapshot(connections:)``). The repository protocols of the domain are implemented by one store per concept,
/// each in its folder of `Store/` and vended below (``profiles``, ``plans``, ``history``...); all writes happen in
/// transactions, and every failure is turned into a ``FitTodayError`` with the technical detail sent to the log.
public final class SQLiteStore: Sendable {
    /// How long a write waits for another process before giving up, in seconds.
    public static let defaultBusyTimeout: TimeInterval = 5

    let pool: DatabasePool
    let logger: Logger
    /// Set on a store made by ``readingSnapshot(connections:)``: every read goes through one of these connections,
    /// each holding one read transaction, so they all see the data as it was when it was made.
    let pinned: SnapshotConnections?

    private init(pool: DatabasePool, logger: Logger, pinned: SnapshotConnections? = nil) {
        self.pool = pool
        self.logger = logger
        self.pinned = pinned
    }

    /// Opens the database at `path`, bringing its schema up to date.
    ///
    /// A missing file is created only when `createIfMissing`; otherwise it is ``FitTodayError/databaseMissing``.
    /// A file that is not a FitToday database, or was written by a newer version, is refused before anything
    /// is written to it. A `readOnly` store of a current schema never takes the write lock, so it opens and
    /// reads while another process holds a long write transaction. `inspected`: the caller has just read the file as
    /// a FitToday database of this version (``storedRevision(ofDatabaseAt:)``), and that look is not taken again.
    public static func open(
        at path: String,
        createIfMissing: Bool = false,
        readOnly: Bool = false,
        inspected: Bool = false,
        busyTimeout: TimeInterval = defaultBusyTimeout,
        logger: Logger = Logger(label: "fittoday.store", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws(FitTodayError) -> SQLiteStore {
        // Before the inspection, whose read-only connection would leave an empty WAL file (see WriteAheadLogFile).
        let madeLog = !readOnly && WriteAheadLogFile.provide(for: path)
        let inspection: DatabaseInspector.Finding
        do {
            inspection = inspected ? .fitToday(version: Schema.latestVersion)
                : try DatabaseInspector.inspect(path: path, busyTimeout: busyTimeout, logger: logger)
        } catch {
            // Not a database FitToday opens (another program's, damaged, too new): left as it was found.
            if madeLog { WriteAheadLogFile.withdraw(for: path) }
            throw error
        }
        if inspection == .absent || inspection == .empty, !createIfMissing {
            throw .databaseMissing
        }
        let readOnly = readOnly && inspection == .fitToday(version: Schema.latestVersion)
        var configuration = Self.configuration(readOnly: readOnly, busyTimeout: busyTimeout)
        if !readOnly {
            configuration.prepareDatabase { db in
                // WAL makes NORMAL durable across application crashes and much faster than FULL.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                // Statements that fire the revision triggers keep a statement journal: in memory it costs
                // nothing, in a temporary file it costs a write per inserted row.
                try db.execute(sql: "PRAGMA temp_store = MEMORY")
            }
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "opening \(path)")
        }
        let store = SQLiteStore(pool: pool, logger: logger)
        if !readOnly { try store.migrate() }
        return store
    }

    /// What every store's connections share: foreign keys on, the busy timeout, the label.
    private static func configuration(readOnly: Bool, busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "fittoday"
        return configuration
    }

    /// The schema version this file is at.
    public func schemaVersion() throws(FitTodayError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
    }

    /// The schema version this build of FitToday writes.
    public static var supportedSchemaVersion: Int { Schema.latestVersion }

    private func migrate() throws(FitTodayError) {
        do {
            // Most opens find the schema current: check without taking the write lock, so that readers
            // never wait for a writer.
            let current = try pool.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
            guard current < Schema.latestVersion else { return }
            try SchemaMigrator.migrate(pool, logger: logger)
            // The reader that read the version keeps the old schema until SQLite notices the change, and a
            // `SELECT table.*` prepared on it names the old columns while it returns the new ones.
            pool.invalidateReadOnlyConnections()
        } catch {
            let mapped = StoreErrorMapper.map(error, logger: logger, context: "migrating")
            // A migration that cannot apply to this file (its tables are already there: a lowered
            // user_version) means the file's stamp and its content disagree.
            throw mapped == .unexpected ? .databaseDamaged : mapped
        }
    }

    /// Runs `body` in a write transaction; any error rolls it back.
    ///
    /// When the transaction changed data, it ends by giving the data revision a new token (see ``Schema``).
    func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws(FitTodayError) -> T {
        try write(rollingBack: false, body)
    }

    /// ``write(_:)``, or, with `rollingBack`, the same work in a transaction that is rolled back at its end: what a
    /// dry run would write, counted by the very code that writes it, and nothing written.
    func write<T: Sendable>(rollingBack: Bool, _ body: @Sendable (Database) throws -> T) throws(FitTodayError) -> T {
        guard rollingBack else { return try committedWrite(body) }
        guard pinned == nil else {
            logger.error("A write was asked of a read-only snapshot store")
            throw .unexpected
        }
        do {
            return try pool.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction {
                    result = try body(db)
                    return .rollback
                }
                return result!
            }
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "writing")
        }
    }

    private func committedWrite<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws(FitTodayError) -> T {
        guard pinned == nil else {
            logger.error("A write was asked of a read-only snapshot store")
            throw .unexpected
        }
        do {
            return try pool.write { db in
                let result = try body(db)
                try Self.endWrite(db)
                return result
            }
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "writing")
        }
    }

    /// Gives a write that changed data its serial and a new token, stamps the sessions it added to, and logs
    /// it (see ``Schema``). The revision row is updated last: the stamping fires the triggers that flag it.
    private static func endWrite(_ db: Database) throws {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT dirty, serial, shared_dirty FROM data_revision WHERE id = 1")),
              row[0] as Int == 1 else { return }
        let serial: Int64 = row[1] + 1
        let sharedDirty: Int = row[2]
        try db.cachedStatement(sql: "UPDATE workout_session SET revision = ? WHERE revision = -1").execute(arguments: [serial])
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO data_revision_log (serial, token, sessions_only) VALUES (?, randomblob(16), ?)")
            .execute(arguments: [serial, 1 - sharedDirty])
        try db.cachedStatement(sql: "DELETE FROM data_revision_log WHERE serial <= ?").execute(arguments: [serial - logLength])
        try db.cachedStatement(sql: """
            UPDATE data_revision SET token = (SELECT token FROM data_revision_log WHERE serial = ?), serial = ?, dirty = 0, shared_dirty = 0
            WHERE id = 1
            """).execute(arguments: [serial, serial])
    }

    /// How many writes `data_revision_log` keeps: a site last built more writes ago is rebuilt in full.
    static let logLength: Int64 = 1000

    /// This store's data as it is now, for reading only, however long it is read: read transactions opened at one
    /// moment (WAL mode lets writers go on meanwhile; they are simply not seen). A build reads through it so that a
    /// `log` or `import` committed while it renders is either wholly on the site or wholly absent (docs/build.md,
    /// "One snapshot per build"). A write through it is refused.
    ///
    /// With `connections` above one, that many reads run side by side. SQLite on Linux has no shared snapshots
    /// (GRDB's `DatabaseSnapshotPool` needs `SQLITE_ENABLE_SNAPSHOT`), so the connections open their transactions
    /// while a separate connection holds the write lock: no commit can come between them, and they all see the
    /// same last commit. When the lock cannot be had (a read-only file, a long write elsewhere), one connection.
    public func readingSnapshot(connections: Int = 1) throws(FitTodayError) -> SQLiteStore {
        guard pinned == nil else { return self }
        do {
            let pool = pool
            // A moment's wait at most: a long write elsewhere costs the build its side-by-side reads, not time.
            let snapshots = connections < 2 ? nil : try? WriteLockHolder.whileHolding(path: pool.path, busyTimeout: 0.2) {
                try (0..<connections).map { _ in try pool.makeSnapshot() }
            }
            return SQLiteStore(pool: pool, logger: logger, pinned: SnapshotConnections(try snapshots ?? [pool.makeSnapshot()]))
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "opening a snapshot")
        }
    }

    /// How many reads run side by side, each seeing the same data: a snapshot store's connections (1 for another
    /// store, whose reads may each see a later commit).
    public var concurrentReads: Int { pinned?.count ?? 1 }

    /// Runs `body` on a consistent snapshot (the store's own one, for a store made by ``readingSnapshot()``).
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws(FitTodayError) -> T {
        do {
            if let pinned { return try pinned.withConnection { snapshot in try snapshot.read(body) } }
            return try pool.read(body)
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "reading")
        }
    }
}

extension SQLiteStore {
    /// The data's revision (``SiteDataStore/revision()``) read in one look at the file, before the store is opened: a build
    /// whose other inputs are the last one's stops on it. Nil for anything unusual (no file, another program's file
    /// or write, a schema other than this version's, a lock held too long): the build then opens the store as usual.
    /// Not nil, it vouches for the file as ``open(at:createIfMissing:readOnly:inspected:busyTimeout:logger:)``'s
    /// inspection would.
    public static func storedRevision(ofDatabaseAt path: String) -> String? {
        guard FileKind.of(path, following: true) == .regular else { return nil }
        // SQLite's own calls: GRDB's set-up of a connection (its functions, collations and authorizer) costs more
        // than this one read. Not read-only, though it only reads: the last connection to close takes the
        // write-ahead log's files away, and when it is the only one, a read-only one would leave them beside the database.
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK else { return nil }
        sqlite3_busy_timeout(connection, 200)
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        for (pragma, expected) in [("PRAGMA application_id", Int64(Schema.applicationID)), ("PRAGMA user_version", Int64(Schema.latestVersion))] {
            guard sqlite3_prepare_v2(connection, pragma, -1, &statement, nil) == SQLITE_OK,
                  sqlite3_step(statement) == SQLITE_ROW, sqlite3_column_int64(statement, 0) == expected else { return nil }
            sqlite3_finalize(statement)
            statement = nil
        }
        guard sqlite3_prepare_v2(connection, "SELECT hex(token), dirty FROM data_revision WHERE id = 1", -1, &statement, nil) == SQLITE_OK,
              sqlite3_step(statement) == SQLITE_ROW, sqlite3_column_int64(statement, 1) == 0,
              let text = sqlite3_column_text(statement, 0) else { return nil }
        return String(cString: text)
    }
}

extension SQLiteStore {
    /// Writes a consistent copy of the database to `path` with SQLite's online backup, while other
    /// connections or processes may go on writing; the copy holds everything committed when it started.
    ///
    /// The copy is written to a temporary file beside `path` and then moved into place in one step, so
    /// `path` never holds half a copy. An existing `path` is replaced only when `replacing`; otherwise it is
    /// ``FitTodayError/fileExists`` and it is left as it is. Returns the copy's size in bytes.
    @discardableResult
    public func backup(to path: String, replacing: Bool = false) throws(FitTodayError) -> Int64 {
        let target = URL(fileURLWithPath: path).standardizedFileURL
        if Self.isSameFile(target.path, pool.path) {
            logger.error("Backup target \(target.path) is the database itself")
            throw .backupOntoDatabase
        }
        try AtomicFileWriter.checkTarget(target.path, replacing: replacing, logger: logger)

        let temporary = AtomicFile.temporaryPath(beside: target.path)
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        do {
            let copy = try DatabaseQueue(path: temporary)
            try pool.backup(to: copy)
            try copy.close()
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "backing up to \(temporary)")
        }
        try AtomicFileWriter.moveIntoPlace(temporary, target.path, replacing: replacing, logger: logger)
        let size = (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? NSNumber)?.int64Value ?? 0
        logger.debug("Backup of \(pool.path) written to \(target.path): \(size) bytes")
        return size
    }

    /// True when both paths name the same file (same device and inode), or spell the same path.
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        if URL(fileURLWithPath: first).resolvingSymlinksInPath().path == URL(fileURLWithPath: second).resolvingSymlinksInPath().path {
            return true
        }
        var a = stat()
        var b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}

// MARK: - The stores

/// One store for each repository of the domain, every one reading and writing through this handle: the stores of a
/// store made by ``SQLiteStore/readingSnapshot(connections:)`` read through its pinned connections.
extension SQLiteStore {
    /// The training profile (``ProfileRepository``).
    public var profiles: ProfileStore { ProfileStore(database: self) }
    /// The Pro entitlement (``EntitlementRepository``).
    public var entitlements: EntitlementStore { EntitlementStore(database: self) }
    /// The day's swapped exercises (``DaySwapRepository``).
    public var daySwaps: DaySwapStore { DaySwapStore(database: self) }
    /// The deloads started (``DeloadRepository``).
    public var deloads: DeloadStore { DeloadStore(database: self) }
    /// The daily check-ins (``CheckInRepository``).
    public var checkIns: CheckInStore { CheckInStore(database: self) }
    /// The exercise library (``ExerciseRepository``).
    public var exercises: ExerciseStore { ExerciseStore(database: self) }
    /// The plans (``PlanRepository``).
    public var plans: PlanStore { PlanStore(database: self) }
    /// The program runs (``ProgramRepository``).
    public var programs: ProgramStore { ProgramStore(database: self) }
    /// The logged sessions (``HistoryRepository``).
    public var history: HistoryStore { HistoryStore(database: self) }
    /// Past training as the loads read it (``ExercisePerformanceRepository``).
    public var performance: PerformanceStore { PerformanceStore(database: self) }
    /// Imports and batches of sessions.
    public var imports: ImportStore { ImportStore(database: self) }
    /// The whole database as one snapshot, and its restore.
    public var export: ExportStore { ExportStore(database: self) }
    /// Body weight and measurements (``BodyMeasurementRepository``).
    public var bodyMeasurements: BodyMeasurementStore { BodyMeasurementStore(database: self) }
    /// What deciding the day shown reads (``ShownDayReader``): forwards to the stores above.
    public var shownDay: ShownDayStore { ShownDayStore(database: self) }
    /// What the static site reads (``SiteDataSource``).
    public var siteData: SiteDataStore { SiteDataStore(database: self) }
}

