import FitTodayDomain
import GRDB

/// The exercises swapped for a day with `fittoday plan swap` (``DaySwapRepository``): a table of its own, read by the
/// day shown and written by the swap command only.
public struct DaySwapStore: DaySwapRepository {
    let database: SQLiteStore

    public func swaps(on date: LocalDate) throws(FitTodayError) -> [DaySwap] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM day_swap WHERE date = ? ORDER BY position", arguments: [date.description]).map(Self.daySwap)
        }
    }

    public func saveSwap(_ swap: DaySwap) throws(FitTodayError) {
        try database.write { db in
            try db.execute(
                sql: """
                INSERT INTO day_swap (date, position, planned_exercise_id, exercise_id) VALUES (?, ?, ?, ?)
                ON CONFLICT(date, position) DO UPDATE SET planned_exercise_id = excluded.planned_exercise_id, exercise_id = excluded.exercise_id
                """,
                arguments: [swap.date.description, swap.position, swap.plannedExerciseID, swap.exerciseID]
            )
        }
    }

    public func removeSwap(on date: LocalDate, position: Int) throws(FitTodayError) -> DaySwap? {
        try database.write { db in
            let found = try Row.fetchOne(db, sql: "SELECT * FROM day_swap WHERE date = ? AND position = ?", arguments: [date.description, position])
                .map(Self.daySwap)
            if found != nil {
                try db.execute(sql: "DELETE FROM day_swap WHERE date = ? AND position = ?", arguments: [date.description, position])
            }
            return found
        }
    }

    private static func daySwap(_ row: Row) throws -> DaySwap {
        DaySwap(date: try RowDecoder.date(row, "date"), position: row["position"],
                plannedExerciseID: row["planned_exercise_id"], exerciseID: row["exercise_id"])
    }
}
