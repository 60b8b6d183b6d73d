import FitTodayDomain
import GRDB

extension SQLiteStore {
    /// Stores many sessions and check-ins in one transaction, for importers and sample data.
    ///
    /// Either everything is written or nothing is.
    public func recordBatch(sessions: [WorkoutSession], checkIns: [CheckIn] = [], newExercises: [Exercise] = []) throws(FitTodayError) {
        for session in sessions { try PlanRules.validate(session) }
        for checkIn in checkIns { try PlanRules.validate(checkIn) }
        try write { db in
            try Self.insertNew(newExercises, in: db)
            for checkIn in checkIns {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO check_in (date, focus, soreness, sore_region) VALUES (?, ?, ?, ?)",
                    arguments: [checkIn.date.description, checkIn.focus.rawValue, checkIn.soreness, checkIn.soreRegion?.rawValue]
                )
            }
            for session in sessions { _ = try Self.insert(session, importKey: nil, in: db) }
        }
    }
}
