import FitTodayDomain
import GRDB

/// The daily check-ins, one a date (``CheckInRepository``): what `fittoday checkin` writes and readiness and the
/// composer read.
public struct CheckInStore: CheckInRepository {
    let database: SQLiteStore

    public func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM check_in WHERE date = ?", arguments: [date.description])
                .map(RowDecoder.checkIn)
        }
    }

    public func saveCheckIn(_ checkIn: CheckIn) throws(FitTodayError) {
        try PlanRules.validate(checkIn)
        try database.write { db in try Self.insert(checkIn, replacing: true, in: db) }
    }

    public func checkIns(from start: LocalDate, through end: LocalDate) throws(FitTodayError) -> [CheckIn] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM check_in WHERE date BETWEEN ? AND ? ORDER BY date",
                arguments: [start.description, end.description]
            ).map(RowDecoder.checkIn)
        }
    }

    /// Writes a check-in with every answer; `replacing`: the one of the same date, if any, goes.
    static func insert(_ checkIn: CheckIn, replacing: Bool, in db: Database) throws {
        try db.execute(
            sql: """
            INSERT \(replacing ? "OR REPLACE " : "")INTO check_in (date, focus, soreness, sore_region, sleep, fatigue, stress, mood, sleep_hours)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            arguments: [
                checkIn.date.description, checkIn.givenFocus?.rawValue, checkIn.soreness, checkIn.soreRegion?.rawValue,
                checkIn.sleep, checkIn.fatigue, checkIn.stress, checkIn.mood, checkIn.sleepHours,
            ]
        )
    }
}
