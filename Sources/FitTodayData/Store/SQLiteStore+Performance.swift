import FitTodayDomain
import GRDB

extension SQLiteStore: ExercisePerformanceRepository {
    public func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] {
        let ids = Array(Set(exerciseIDs)).sorted()
        guard !ids.isEmpty, limit > 0 else { return [:] }
        return try read { db in
            var result: [String: [ExerciseLogEntry]] = [:]
            for id in ids {
                // The logged_set_exercise index finds the sessions; only the newest `limit` are read in full.
                let sessions = try Row.fetchAll(
                    db,
                    sql: """
                    SELECT DISTINCT workout_session.id, workout_session.completed_at FROM logged_set
                    JOIN workout_session ON workout_session.id = logged_set.session_id
                    WHERE logged_set.exercise_id = ? AND workout_session.status = 'completed' AND workout_session.completed_at < ?
                    ORDER BY workout_session.completed_at DESC, workout_session.id DESC LIMIT ?
                    """,
                    arguments: [id, date.description, limit]
                )
                for session in sessions {
                    let sessionID: Int64 = session["id"]
                    let sets = try Row.fetchAll(
                        db,
                        sql: """
                        SELECT logged_set.*, exercise.name AS exercise_name FROM logged_set
                        JOIN exercise ON exercise.id = logged_set.exercise_id
                        WHERE logged_set.session_id = ? AND logged_set.exercise_id = ? ORDER BY logged_set.position
                        """,
                        arguments: [sessionID, id]
                    ).map(RowDecoder.loggedSet)
                    result[id, default: []].append(ExerciseLogEntry(sessionID: sessionID, completedAt: try RowDecoder.dateTime(session, "completed_at"), sets: sets))
                }
            }
            return result
        }
    }
}
