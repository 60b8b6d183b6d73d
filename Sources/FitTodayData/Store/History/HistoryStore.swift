import FitTodayDomain
import GRDB

/// The logged workout sessions and their sets (``HistoryRepository``): `fittoday log`, `session edit|delete` and the
/// history's pages. Its statics write a session's rows for the batches and the inbox.
public struct HistoryStore: HistoryRepository {
    let database: SQLiteStore

    public func recordSession(_ session: WorkoutSession, newExercises: [Exercise]) throws(FitTodayError) -> WorkoutSession {
        try PlanRules.validate(session)
        let id = try database.write { db in
            try ExerciseStore.insertNew(newExercises, in: db)
            return try Self.insert(session, importKey: nil, in: db)
        }
        guard let stored = try self.session(id: id) else { throw .unexpected }
        return stored
    }

    public func replaceSession(_ session: WorkoutSession, newExercises: [Exercise]) throws(FitTodayError) -> WorkoutSession {
        guard let id = session.id else { throw .unexpected }
        try PlanRules.validate(session)
        try database.write { db in
            try ExerciseStore.insertNew(newExercises, in: db)
            try db.execute(
                sql: """
                UPDATE workout_session SET started_at = ?, completed_at = ?, status = ?, duration_minutes = ?, intensity = ?,
                       notes = ?, rpe = ? WHERE id = ?
                """,
                arguments: [
                    session.startedAt?.description, session.completedAt.description, session.status.rawValue,
                    session.durationMinutes, session.intensity?.rawValue, session.notes, session.rpe, id,
                ]
            )
            guard db.changesCount > 0 else { throw FitTodayError.sessionNotFound(id: id) }
            try db.execute(sql: "DELETE FROM logged_set WHERE session_id = ?", arguments: [id])
            for (index, set) in session.sets.enumerated() {
                try db.execute(
                    sql: """
                    INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position, kind, duration_seconds, distance_meters,
                                            swapped_from)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    arguments: [id, set.exerciseID, set.setNumber, set.reps, set.weightKg, set.rpe, index + 1, set.kind.rawValue,
                                set.durationSeconds, set.distanceMeters, set.swappedFrom]
                )
            }
        }
        guard let stored = try self.session(id: id) else { throw .sessionNotFound(id: id) }
        return stored
    }

    public func deleteSession(id: Int64) throws(FitTodayError) {
        try database.write { db in
            try db.execute(sql: "DELETE FROM workout_session WHERE id = ?", arguments: [id])
            guard db.changesCount > 0 else { throw FitTodayError.sessionNotFound(id: id) }
        }
    }

    public func session(id: Int64) throws(FitTodayError) -> WorkoutSession? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT \(RowDecoder.sessionColumns) FROM workout_session WHERE id = ?", arguments: [id]) else {
                return nil
            }
            let sets = try Row.fetchAll(
                db,
                sql: """
                SELECT logged_set.*, exercise.name AS exercise_name FROM logged_set
                JOIN exercise ON exercise.id = logged_set.exercise_id
                WHERE session_id = ? ORDER BY position
                """,
                arguments: [id]
            ).map(RowDecoder.loggedSet)
            return try RowDecoder.session(row, sets: sets)
        }
    }

    public func historyPage(_ page: Int?, pageSize: Int, status: SessionStatus?) throws(FitTodayError) -> HistoryPage {
        if let page, page < 1 { throw .invalid(.pageNumber(page)) }
        let result: HistoryPage = try database.read { db in
            let filter = status == nil ? "" : "WHERE status = ?"
            let filterArguments: StatementArguments = status.map { [$0.rawValue] } ?? []
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session \(filter)", arguments: filterArguments) ?? 0
            let pages = HistoryPage.pageCount(total: total, pageSize: pageSize)
            // Counted from the newest: the page's rows are newest first, and the index walks that way.
            let skip: Int, take: Int
            if let page {
                guard page <= pages else { return HistoryPage(page: page, pages: pages, total: total, pageSize: pageSize, sessions: []) }
                let range = HistoryPage.range(of: page, total: total, pageSize: pageSize)
                (skip, take) = (total - range.upperBound, range.count)
            } else {
                (skip, take) = (0, pageSize)
            }
            guard take > 0 else { return HistoryPage(page: page, pages: pages, total: total, pageSize: pageSize, sessions: []) }
            // Page the sessions through the (status, completed_at, id) index first, then total only those sets.
            let rows = try Row.fetchAll(
                db,
                sql: """
                WITH ids AS (
                    -- Only ids: the (status,) completed_at, id index covers them, so skipping to an early page
                    -- never reads the rows it skips.
                    SELECT id FROM workout_session \(filter)
                    ORDER BY completed_at DESC, id DESC LIMIT ? OFFSET ?
                ), page AS (
                    SELECT workout_session.* FROM ids JOIN workout_session ON workout_session.id = ids.id
                )
                SELECT page.*,
                    (SELECT count(DISTINCT exercise_id) FROM logged_set WHERE session_id = page.id) AS exercise_count,
                    (SELECT count(*) FROM logged_set WHERE session_id = page.id) AS set_count,
                    (SELECT coalesce(sum(reps * coalesce(weight_kg, 0)), 0) FROM logged_set WHERE session_id = page.id) AS volume_kg,
                    (SELECT max(weight_kg) FROM logged_set WHERE session_id = page.id AND kind <> 'warmup') AS heaviest_kg
                FROM page ORDER BY completed_at DESC, id DESC
                """,
                arguments: filterArguments + [take, skip]
            )
            return HistoryPage(
                page: page, pages: pages, total: total, pageSize: pageSize,
                sessions: try rows.map(RowDecoder.sessionSummary),
                heaviestKg: Dictionary(rows.compactMap { row in (row["heaviest_kg"] as Double?).map { (row["id"] as Int64, $0) } },
                                       uniquingKeysWith: { first, _ in first })
            )
        }
        if let page, page > result.pages { throw .pageOutOfRange(page: page, pages: result.pages) }
        return result
    }

    /// Inserts a session and its sets, each set with its import key from `setKeys` when given; returns the new id.
    /// The keys are written with the rows: a later update of a set marks the write as more than sessions added to
    /// (``Schema``), and the next build would render every page instead of updating in place.
    static func insert(_ session: WorkoutSession, importKey: String?, setKeys: [Int64]? = nil, in db: Database) throws -> Int64 {
        try db.execute(
            sql: """
            INSERT INTO workout_session (started_at, completed_at, status, duration_minutes, intensity, plan_id,
                                         plan_title, notes, import_key, rpe, readiness_held)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            arguments: [
                session.startedAt?.description, session.completedAt.description, session.status.rawValue,
                session.durationMinutes, session.intensity?.rawValue, session.planID, session.planTitle,
                session.notes, importKey, session.rpe, session.readinessHeld,
            ]
        )
        let id = db.lastInsertedRowID
        let statement = try db.cachedStatement(
            sql: """
            INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position, kind, duration_seconds, distance_meters,
                                    import_key, swapped_from)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        )
        for (index, set) in session.sets.enumerated() {
            try statement.execute(arguments: [id, set.exerciseID, set.setNumber, set.reps, set.weightKg, set.rpe, index + 1, set.kind.rawValue,
                                              set.durationSeconds, set.distanceMeters, setKeys.flatMap { index < $0.count ? $0[index] : nil },
                                              set.swappedFrom])
        }
        return id
    }
}
