import FitTodayDomain
import GRDB

extension SQLiteStore: ExercisePerformanceRepository {
    public func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] {
        let ids = Array(Set(exerciseIDs)).sorted()
        guard !ids.isEmpty, limit > 0 else { return [:] }
        return try read { db in
            var result: [String: [ExerciseLogEntry]] = [:]
            // Sessions, not sets, measure the history: counting 200 000 sets cost more than the rest of the loads.
            let sessionCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? 0
            let rare = max(1, sessionCount * 2 / 5)
            for id in ids {
                // SQLite walks the history from the newest session and asks each for this exercise, which finds a
                // frequent exercise at once but asks every session about one never done. A rare exercise (in fewer
                // sets than 2 in 5 sessions: under 1 set in 50 at 20 sets a session) is looked up the other way
                // round: CROSS JOIN keeps logged_set, and its exercise index, outside. Only the newest `limit`
                // sessions are read in full. Counted only up to that bound: a frequent exercise has 10 000 sets.
                // Each statement prepared once per connection: they run for every exercise and session in turn.
                let sets = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM logged_set WHERE exercise_id = ? LIMIT ?)"),
                                            arguments: [id, rare]) ?? 0
                let join = sets < rare ? "CROSS JOIN" : "JOIN"
                let sessions = try Row.fetchAll(
                    db.cachedStatement(sql: """
                    SELECT DISTINCT workout_session.id, workout_session.completed_at, workout_session.readiness_held FROM logged_set
                    \(join) workout_session ON workout_session.id = logged_set.session_id
                    WHERE logged_set.exercise_id = ? AND workout_session.status = 'completed' AND workout_session.completed_at < ?
                    ORDER BY workout_session.completed_at DESC, workout_session.id DESC LIMIT ?
                    """),
                    arguments: [id, date.description, limit]
                )
                for session in sessions {
                    let sessionID: Int64 = session["id"]
                    let sets = try Row.fetchAll(
                        db.cachedStatement(sql: """
                        SELECT logged_set.*, exercise.name AS exercise_name FROM logged_set
                        JOIN exercise ON exercise.id = logged_set.exercise_id
                        WHERE logged_set.session_id = ? AND logged_set.exercise_id = ? ORDER BY logged_set.position
                        """),
                        arguments: [sessionID, id]
                    ).map(RowDecoder.loggedSet)
                    result[id, default: []].append(ExerciseLogEntry(
                        sessionID: sessionID, completedAt: try RowDecoder.dateTime(session, "completed_at"), sets: sets,
                        readinessHeld: session["readiness_held"]
                    ))
                }
            }
            return result
        }
    }
}
