import FitTodayDomain
import GRDB
import GRDBSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reads that take every set of the history (a build's, a program's), through SQLite's own calls: GRDB's `Row`
/// cost several times SQLite's reading per set, and an exercise's id and name are made into Strings once per run
/// of its sets (a session's sets of one exercise come together) instead of once per set.
///
/// The query's first columns are, in this order, ``columns``; any after them are read with ``text(at:)``.
struct LoggedSetRows {
    /// The columns of `logged_set` every query starts with, in this order (a query that joins another table spells
    /// them out qualified, in the same order).
    static let columns = "session_id, exercise_id, set_number, reps, weight_kg, rpe, kind"

    private let handle: OpaquePointer
    /// The set's exercise as a number: 0 for the first exercise the query gave, 1 for the next new one, and so on.
    /// Folds compare and index these instead of hashing and comparing the ids.
    let exercise: Int

    /// The text of the current row's column `index` (after ``columns``: 7 and on); nil when NULL.
    func text(at index: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, index) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index))), as: UTF8.self)
    }

    /// The integer of the current row's column `index` (after ``columns``); nil when NULL.
    func integer(at index: Int32) -> Int64? {
        sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, index)
    }

    /// The real number of the current row's column `index` (after ``columns``); nil when NULL.
    func real(at index: Int32) -> Double? {
        sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : sqlite3_column_double(handle, index)
    }

    /// Runs `sql` and hands `body` each row's session id and set, with the row for any further column and the set's
    /// ``exercise`` number. `names`, exercise id to (the same id, its name): the sets share the id and carry the name;
    /// without it, or for an id it lacks, the name is empty.
    static func forEach(_ db: Database, sql: String, arguments: StatementArguments = [], names: [String: (id: String, name: String)]? = nil,
                        _ body: (Int64, LoggedSet, LoggedSetRows) throws -> Void) throws {
        let statement = try db.makeStatement(sql: sql)
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var lastID: [UInt8]?
        var exercise: (id: String, name: String) = ("", "")
        var ordinals: [String: Int] = [:]
        var ordinal = 0
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection))) }
            guard let idText = sqlite3_column_text(handle, 1) else { throw RowDecoder.UnreadableValue(column: "exercise_id", value: nil) }
            let idBytes = UnsafeRawBufferPointer(start: idText, count: Int(sqlite3_column_bytes(handle, 1)))
            if lastID.map({ !same($0, idBytes) }) ?? true {
                lastID = Array(idBytes)
                let id = String(decoding: idBytes, as: UTF8.self)
                exercise = names?[id] ?? (id, "")
                ordinal = ordinals[id] ?? ordinals.count
                ordinals[id] = ordinal
            }
            let weight: Double? = sqlite3_column_type(handle, 4) == SQLITE_NULL ? nil : sqlite3_column_double(handle, 4)
            let rpe: Double? = sqlite3_column_type(handle, 5) == SQLITE_NULL ? nil : sqlite3_column_double(handle, 5)
            let set = LoggedSet(exerciseID: exercise.id, exerciseName: exercise.name, setNumber: Int(sqlite3_column_int64(handle, 2)),
                                reps: Int(sqlite3_column_int64(handle, 3)), weightKg: weight, rpe: rpe, kind: try kind(handle))
            try body(sqlite3_column_int64(handle, 0), set, LoggedSetRows(handle: handle, exercise: ordinal))
        }
    }

    private static let working = Array(SetKind.working.rawValue.utf8)

    /// Whether `bytes` are `known`'s (a generic `elementsEqual` over them was a tenth of a pass's own time).
    private static func same(_ known: [UInt8], _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard known.count == bytes.count else { return false }
        return bytes.isEmpty || known.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }

    /// The set's kind, without a String for the common one.
    private static func kind(_ handle: OpaquePointer) throws -> SetKind {
        guard let text = sqlite3_column_text(handle, 6) else { throw RowDecoder.UnreadableValue(column: "kind", value: nil) }
        let bytes = UnsafeRawBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, 6)))
        if same(working, bytes) { return .working }
        let read = String(decoding: bytes, as: UTF8.self)
        guard let kind = SetKind(rawValue: read) else { throw RowDecoder.UnreadableValue(column: "kind", value: read) }
        return kind
    }
}
