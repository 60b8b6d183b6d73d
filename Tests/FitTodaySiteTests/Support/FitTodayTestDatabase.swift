import Foundation

/// Direct edits to a test database that the store has no API for (deleting sessions), through the sqlite3 tool
/// or Python's sqlite3 module, so the site tests need no SQLite import.
struct FitTodayTestDatabase {
    let path: String

    func deleteSessions(_ ids: [Int64]) throws {
        try execute("PRAGMA foreign_keys = ON; DELETE FROM workout_session WHERE id IN (\(ids.map(String.init).joined(separator: ",")));")
    }

    /// Runs `sql` as another program would, outside FitToday.
    func execute(_ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()", path, sql]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
