import FitTodayDomain
import GRDB

/// Many sessions written at once: imported files (`import`, with their import keys and batches) and the batches of
/// sample data. No repository of the domain: only the importers and the seeders write this way, in one transaction
/// whatever the size.
public struct ImportStore: Sendable {
    let database: SQLiteStore

    /// Stores imported sessions in one transaction: new sessions whole, and, for a session already stored,
    /// only the sets whose import key it lacks (a corrected file after `--skip-invalid`), so that importing
    /// the same file twice adds nothing and a fixed row completes its workout.
    ///
    /// A stored session whose sets carry no import key (imported before FitToday kept them, or restored from
    /// an export) is left as it is. Only the custom exercises that a written set uses are created. Every
    /// session is checked against ``PlanRules`` first; either everything is written or nothing is.
    /// `progress` is called as sessions are written (from the database's queue).
    ///
    /// With `batch`, what is written is recorded as one import (``ImportBatch``) that `import undo` can take away;
    /// its id is in the result. With `dryRun`, everything is done and counted, then rolled back: nothing is written.
    public func importSessions(
        _ sessions: [ImportedSession], newExercises: [Exercise], bodyMeasurements: [BodyMeasurement] = [], batch: ImportBatch.Source? = nil,
        dryRun: Bool = false, progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws(FitTodayError) -> ImportWriteResult {
        for imported in sessions { try PlanRules.validate(imported.session) }
        for measurement in bodyMeasurements { try PlanRules.validate(measurement) }
        return try database.write(rollingBack: dryRun) { db in
            let batchID = try batch.map { try ImportBatches.insert($0, in: db) }
            let existing = try Self.storedImportKeys(in: db)
            var fresh: [ImportedSession] = []
            var completions: [(id: Int64, imported: ImportedSession)] = []
            var storedSetKeys: [Int64: Set<Int64>] = [:]
            let present = sessions.filter { existing[$0.importKey] != nil }
            if !present.isEmpty { storedSetKeys = try Self.storedSetImportKeys(in: db) }
            for imported in sessions {
                guard let id = existing[imported.importKey] else {
                    fresh.append(imported)
                    continue
                }
                guard let keys = storedSetKeys[id] else { continue }
                if imported.setKeys.contains(where: { !keys.contains($0) }) { completions.append((id, imported)) }
            }
            var used = Set(fresh.lazy.flatMap { $0.session.sets.map(\.exerciseID) })
            for completion in completions { used.formUnion(completion.imported.session.sets.map(\.exerciseID)) }
            let created = newExercises.filter { used.contains($0.id) }
            try ExerciseStore.insertNew(created, in: db)

            let sessionStatement = try db.cachedStatement(sql: """
                INSERT INTO workout_session (started_at, completed_at, status, duration_minutes, intensity, plan_id,
                                             plan_title, notes, import_key, rpe, readiness_held, import_batch)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            var setCount = 0
            let step = max(1, fresh.count / 200)
            for (index, imported) in fresh.enumerated() {
                let session = imported.session
                try sessionStatement.execute(arguments: [
                    session.startedAt?.description, session.completedAt.description, session.status.rawValue,
                    session.durationMinutes, session.intensity?.rawValue, session.planID, session.planTitle,
                    session.notes, imported.importKey, session.rpe, session.readinessHeld, batchID,
                ])
                // The batch is written with the row: an update of a new session would mark the write as more than
                // sessions added to, and the next build would render every page instead of updating in place.
                let id = db.lastInsertedRowID
                try Self.insertSets(
                    zip(session.sets, imported.setKeys).map { ($0, $1, batchID) }, session: id, in: db
                )
                setCount += session.sets.count
                if let progress, (index + 1) % step == 0 || index + 1 == fresh.count {
                    progress(ImportProgress(phase: .saving, completed: index + 1, total: fresh.count))
                }
            }
            for completion in completions {
                setCount += try Self.complete(session: completion.id, with: completion.imported, batch: batchID, in: db)
            }
            let measurements = try BodyMeasurementStore.insertNew(bodyMeasurements, batch: batchID, in: db)
            if let batchID {
                try db.execute(sql: "UPDATE import_batch SET sessions = ?, sets = ?, body_measurements = ? WHERE id = ?",
                               arguments: [fresh.count, setCount, measurements, batchID])
            }
            var result = ImportWriteResult(
                sessionsInserted: fresh.count, setsInserted: setCount, sessionsCompleted: completions.count,
                sessionsAlreadyPresent: sessions.count - fresh.count - completions.count, exercisesCreated: created
            )
            result.bodyMeasurementsInserted = measurements
            result.bodyMeasurementsAlreadyPresent = bodyMeasurements.count - measurements
            // A batch that added nothing is no import to undo: it is not kept.
            if let batchID, fresh.isEmpty, setCount == 0, measurements == 0 {
                try db.execute(sql: "DELETE FROM import_batch WHERE id = ?", arguments: [batchID])
            } else {
                result.batchID = batchID
            }
            return result
        }
    }

    /// Adds the sets of `imported` that session `id` lacks, keeping the sets it has, in the file's order
    /// (stored sets the file no longer lists stay after them), numbered again per exercise. Returns how many
    /// sets were added.
    private static func complete(session id: Int64, with imported: ImportedSession, batch: Int64?, in db: Database) throws -> Int {
        let rows = try Row.fetchAll(
            db, sql: """
                SELECT exercise_id, reps, weight_kg, rpe, kind, import_key, duration_seconds, distance_meters, import_batch, swapped_from
                FROM logged_set WHERE session_id = ? ORDER BY position
                """,
            arguments: [id]
        )
        var stored: [Int64: (set: LoggedSet, batch: Int64?)] = [:]
        var storedOrder: [(LoggedSet, Int64?, Int64?)] = []
        for row in rows {
            let set = LoggedSet(
                exerciseID: row["exercise_id"], setNumber: 1, reps: row["reps"], weightKg: row["weight_kg"], rpe: row["rpe"],
                kind: SetKind(rawValue: row["kind"]) ?? .working, durationSeconds: row["duration_seconds"], distanceMeters: row["distance_meters"],
                swappedFrom: row["swapped_from"]
            )
            var key: Int64? = row["import_key"]
            let setBatch: Int64? = row["import_batch"]
            if let known = key, stored[known] == nil { stored[known] = (set, setBatch) } else { key = nil }
            storedOrder.append((set, key, setBatch))
        }
        var merged: [(LoggedSet, Int64?, Int64?)] = []
        var added = 0
        var listed = Set<Int64>()
        for (set, key) in zip(imported.session.sets, imported.setKeys) {
            listed.insert(key)
            if let kept = stored[key] {
                merged.append((kept.set, key, kept.batch))
            } else {
                merged.append((set, key, batch))
                added += 1
            }
        }
        merged += storedOrder.filter { $0.1.map { !listed.contains($0) } ?? true }
        try db.execute(sql: "DELETE FROM logged_set WHERE session_id = ?", arguments: [id])
        try insertSets(merged, session: id, in: db)
        return added
    }

    /// Inserts `sets` as the whole list of session `id`, numbering them per exercise in order.
    /// `sets` with their import keys and the import batch each came with.
    static func insertSets(_ sets: [(LoggedSet, Int64?, Int64?)], session id: Int64, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position, kind, import_key,
                                    duration_seconds, distance_meters, import_batch, swapped_from)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var numbers: [String: Int] = [:]
        for (position, (set, key, batch)) in sets.enumerated() {
            numbers[set.exerciseID, default: 0] += 1
            try statement.execute(arguments: [
                id, set.exerciseID, numbers[set.exerciseID]!, set.reps, set.weightKg, set.rpe, position + 1, set.kind.rawValue, key,
                set.durationSeconds, set.distanceMeters, batch, set.swappedFrom,
            ])
        }
    }

    /// Every session import key already stored, with the session's id.
    static func storedImportKeys(in db: Database) throws -> [String: Int64] {
        var keys: [String: Int64] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT import_key, id FROM workout_session WHERE import_key IS NOT NULL")
        while let row = try rows.next() { keys[row[0]] = row[1] }
        return keys
    }

    /// The set import keys of every imported session that has them, by session id.
    private static func storedSetImportKeys(in db: Database) throws -> [Int64: Set<Int64>] {
        var keys: [Int64: Set<Int64>] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT session_id, import_key FROM logged_set WHERE import_key IS NOT NULL")
        while let row = try rows.next() { keys[row[0], default: []].insert(row[1]) }
        return keys
    }

    /// Stores many sessions and check-ins in one transaction, for importers and sample data.
    ///
    /// Either everything is written or nothing is. With `importKeys` (one per session), a session whose key is
    /// already stored is left out, so the same batch written twice adds nothing.
    public func recordBatch(sessions: [WorkoutSession], checkIns: [CheckIn] = [], newExercises: [Exercise] = [],
                            importKeys: [String]? = nil) throws(FitTodayError) {
        precondition(importKeys == nil || importKeys?.count == sessions.count, "one import key per session")
        for session in sessions { try PlanRules.validate(session) }
        for checkIn in checkIns { try PlanRules.validate(checkIn) }
        try database.write { db in
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
        try database.read { db in Set(try Self.storedImportKeys(in: db).keys) }
    }
}
