import FitTodayDomain
import FitTodaySystem
import Foundation
import GRDB
import Logging

/// Looks at a file before FitToday writes anything to it.
enum DatabaseInspector {
    enum Finding: Equatable {
        /// No file at the path.
        case absent
        /// A zero-length file or an SQLite file with no tables: safe to set up.
        case empty
        /// A FitToday database at this schema version.
        case fitToday(version: Int)
    }

    private static let sqliteMagic = Array("SQLite format 3\u{0}".utf8)

    static func inspect(path: String, busyTimeout: TimeInterval, logger: Logger) throws(FitTodayError) -> Finding {
        switch FileKind.of(path, following: true) {
        case .absent:
            // A dangling symbolic link is not "no file": creating the database would write through it.
            guard FileKind.of(path) == .absent else {
                logger.error("Database path is a symbolic link to nothing: \(path)")
                throw .notFitTodayDatabase
            }
            return .absent
        case .regular:
            break
        default:
            // A folder, a FIFO (reading it would wait forever), a socket or a device: refused before opening it.
            logger.error("Database path is not a regular file: \(path)")
            throw .notFitTodayDatabase
        }
        let header: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            header = try handle.read(upToCount: 16) ?? Data()
        } catch {
            logger.error("Cannot read \(path): \(error)")
            throw .cannotWrite
        }
        if header.isEmpty { return .empty }
        guard Array(header) == sqliteMagic else {
            logger.error("Not an SQLite file (bad header): \(path)")
            throw .notFitTodayDatabase
        }
        // The header bytes on disk can lag behind a WAL, so ask SQLite itself, read-only.
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let finding: (applicationID: Int32, version: Int, tables: Int)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            finding = try queue.read { db in
                (
                    try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                    try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                )
            }
            try queue.close()
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "inspecting \(path)")
        }
        logger.debug("Inspected \(path): application_id=\(finding.applicationID) user_version=\(finding.version) objects=\(finding.tables)")
        if finding.applicationID == Schema.applicationID {
            // Every FitToday database is stamped with version 1 or later in the same step as its id.
            guard finding.version >= 1 else {
                logger.error("FitToday database with impossible schema version \(finding.version)")
                throw .databaseDamaged
            }
            guard finding.version <= Schema.latestVersion else {
                logger.error("Schema version \(finding.version) is newer than \(Schema.latestVersion)")
                throw .databaseTooNew(found: finding.version, supported: Schema.latestVersion)
            }
            return .fitToday(version: finding.version)
        }
        guard finding.tables == 0 else {
            logger.error("SQLite file with application_id \(finding.applicationID) is not FitToday's")
            throw .notFitTodayDatabase
        }
        return .empty
    }
}
