import FitTodayDomain
import GRDB
import Logging

/// Brings a file's schema up to date with GRDB's `DatabaseMigrator`, while `user_version` stays the file's stamp.
///
/// The migrator records what it applied in `grdb_migrations`. The stamp is still what every FitToday reads, old
/// and new, and what the inspector's refusals rest on (a damaged or lowered stamp, a newer FitToday's file), so
/// each migration sets it in the transaction that applies it. A migration's identifier is the stamp it leaves.
///
/// A file from before the migrator has a stamp and no record: each migration its stamp covers is recorded without
/// running. Each migration runs in its own transaction with foreign keys off and all of them checked before it
/// commits (GRDB's deferred checks): migrations 4 and 6 rebuild tables others refer to, and dropping the old
/// table with foreign keys on would cascade its deletes into the rows that refer to it.
enum SchemaMigrator {
    /// Thrown inside a migration that another process applied after this one read the record: the migrator
    /// starts again from what is now recorded.
    private struct AppliedElsewhere: Error {}

    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        for (index, sql) in Schema.migrations.enumerated() {
            let version = index + 1
            migrator.registerMigration(String(version)) { db in
                let recorded = try Bool.fetchOne(db, sql: "SELECT 1 FROM grdb_migrations WHERE identifier = ?", arguments: [String(version)]) ?? false
                if recorded { throw AppliedElsewhere() }
                let stamp = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                // Applied by a FitToday from before the migrator: the migrator records it now.
                if stamp >= version { return }
                // The record says the migration before this one ran, the stamp says it did not.
                guard stamp == version - 1 else { throw FitTodayError.databaseDamaged }
                try db.execute(sql: sql)
                try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
                try db.execute(sql: "PRAGMA user_version = \(version)")
            }
        }
        return migrator
    }()

    /// Applies every migration the file lacks, then checks that its stamp is the latest: a file whose record
    /// is complete but whose stamp was lowered is damaged.
    static func migrate(_ pool: DatabasePool, logger: Logger) throws {
        // Each retry follows a migration another process committed, so there are never more than migrations.
        logger.info("Bringing the schema up to version \(Schema.latestVersion)")
        for _ in 0...Schema.latestVersion {
            do {
                try migrator.migrate(pool)
                break
            } catch is AppliedElsewhere {
                continue
            }
        }
        let stamp = try pool.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        guard stamp == Schema.latestVersion else {
            logger.error("Schema stamp \(stamp) after migrating, though every migration is recorded")
            throw FitTodayError.databaseDamaged
        }
    }
}
