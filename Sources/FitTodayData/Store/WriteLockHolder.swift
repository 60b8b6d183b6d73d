import Foundation
import GRDB

/// The database's write lock, held by a connection of its own for a moment (``SQLiteStore/readingSnapshot(connections:)``):
/// while it is held no other connection, in this process or another, can commit. It writes nothing: the
/// transaction it opens is rolled back.
enum WriteLockHolder {
    /// Runs `body` holding the lock. Waits for it up to `busyTimeout`; throws when the file cannot be written or the
    /// wait is longer, without running `body`.
    static func whileHolding<T>(path: String, busyTimeout: TimeInterval, _ body: () throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "fittoday.write-lock"
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            return try body()
        }
    }
}
