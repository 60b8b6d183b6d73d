import FitTodayTestSupport
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
        let result = try ChildProcess.run("python3", ["-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()", path, sql],
                                          stderr: .inherit, deadline: 60)
        guard result.termination == .exited(0) else { throw CocoaError(.fileWriteUnknown) }
    }
}
