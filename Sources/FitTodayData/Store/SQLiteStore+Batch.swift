import FitTodayDomain
import GRDB

extension SQLiteStore {
    /// Stores many sessions and check-ins in one transaction, for importers and sample data.
    ///
    /// Either everything is written or nothing is. With `importKeys` (one per session), a session whose key is
    /// already stored is left out, so the same batch written twice adds nothing.
    public func recordBatch(sessions: [WorkoutSession], checkIns: [CheckIn] = [], newExercises: [Exercise] = [],
                            importKeys: [String]? = nil) throws(FitTodayError) {
        precondition(importKeys == nil || importKeys?.count == sessions.count, "one import key per session")
        for session in sessions { try PlanRules.validate(session) }
        for checkIn in checkIns { try PlanRules.validate(checkIn) }
        try write { db in
            try ExerciseStore.insertNew(newExercises, in: db)
            for checkIn in checkIns { try CheckInStore.insert(checkIn, replacing: true, in: db) }
            let stored = importKeys == nil ? [:] : try Self.storedImportKeys(in: db)
            for (index, session) in sessions.enumerated() {
                let key = importKeys?[index]
                if let key, stored[key] != nil { continue }
                _ = try HistoryStore.insert(session, importKey: key, in: db)
            }
        }
    }

    /// Every import key stored, to leave out what an earlier run already wrote.
    public func storedImportKeys() throws(FitTodayError) -> Set<String> {
        try read { db in Set(try Self.storedImportKeys(in: db).keys) }
    }
}
