import FitTodayDomain
import GRDB

extension SQLiteStore {
    /// Stores imported sessions in one transaction, leaving out those whose import key is already stored,
    /// so that importing the same file twice adds nothing.
    ///
    /// Only the custom exercises that a stored session uses are created. Every session is checked against
    /// ``PlanRules`` first; either everything is written or nothing is. `progress` is called as sessions are
    /// written (from the database's queue).
    public func importSessions(
        _ sessions: [ImportedSession], newExercises: [Exercise], progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws(FitTodayError) -> ImportWriteResult {
        for imported in sessions { try PlanRules.validate(imported.session) }
        return try write { db in
            let existing = try Self.storedImportKeys(in: db)
            let fresh = sessions.filter { !existing.contains($0.importKey) }
            let used = Set(fresh.lazy.flatMap { $0.session.sets.map(\.exerciseID) })
            let created = newExercises.filter { used.contains($0.id) }
            try Self.insertNew(created, in: db)

            let sessionStatement = try db.cachedStatement(sql: """
                INSERT INTO workout_session (started_at, completed_at, status, duration_minutes, intensity, plan_id,
                                             plan_title, notes, import_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let setStatement = try db.cachedStatement(sql: """
                INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position, kind)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            var setCount = 0
            let step = max(1, fresh.count / 200)
            for (index, imported) in fresh.enumerated() {
                let session = imported.session
                try sessionStatement.execute(arguments: [
                    session.startedAt?.description, session.completedAt.description, session.status.rawValue,
                    session.durationMinutes, session.intensity?.rawValue, session.planID, session.planTitle,
                    session.notes, imported.importKey,
                ])
                let id = db.lastInsertedRowID
                for (position, set) in session.sets.enumerated() {
                    try setStatement.execute(arguments: [id, set.exerciseID, set.setNumber, set.reps, set.weightKg, set.rpe, position + 1, set.kind.rawValue])
                }
                setCount += session.sets.count
                if let progress, (index + 1) % step == 0 || index + 1 == fresh.count {
                    progress(ImportProgress(phase: .saving, completed: index + 1, total: fresh.count))
                }
            }
            return ImportWriteResult(
                sessionsInserted: fresh.count, setsInserted: setCount,
                sessionsAlreadyPresent: sessions.count - fresh.count, exercisesCreated: created
            )
        }
    }

    /// Every import key already stored.
    static func storedImportKeys(in db: Database) throws -> Set<String> {
        try Set(String.fetchCursor(db, sql: "SELECT import_key FROM workout_session WHERE import_key IS NOT NULL"))
    }
}
