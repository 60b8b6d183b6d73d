import FitTodayDomain
import GRDB

extension SQLiteStore: CheckInRepository {
    public func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM check_in WHERE date = ?", arguments: [date.description])
                .map(RowDecoder.checkIn)
        }
    }

    public func saveCheckIn(_ checkIn: CheckIn) throws(FitTodayError) {
        try PlanRules.validate(checkIn)
        try write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO check_in (date, focus, soreness, sore_region) VALUES (?, ?, ?, ?)",
                arguments: [checkIn.date.description, checkIn.focus.rawValue, checkIn.soreness, checkIn.soreRegion?.rawValue]
            )
        }
    }

    public func checkIns(from start: LocalDate, through end: LocalDate) throws(FitTodayError) -> [CheckIn] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM check_in WHERE date BETWEEN ? AND ? ORDER BY date",
                arguments: [start.description, end.description]
            ).map(RowDecoder.checkIn)
        }
    }
}
