import FitTodayDomain
import GRDB

extension SQLiteStore {
    /// Each completed session's day and load (RPE × minutes) between two dates, inclusive; sessions without an RPE
    /// or a duration have none.
    public func sessionLoads(from start: LocalDate, through end: LocalDate) throws(FitTodayError) -> [(date: LocalDate, load: Int)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT substr(completed_at, 1, 10) AS day, rpe * duration_minutes AS load FROM workout_session
                WHERE status = 'completed' AND rpe IS NOT NULL AND duration_minutes IS NOT NULL
                  AND completed_at >= ? AND completed_at < ?
                ORDER BY completed_at, id
                """, arguments: [start.description, end.adding(days: 1).description]
            ).map { row in (try RowDecoder.date(row, "day"), row["load"] as Int) }
        }
    }
}
