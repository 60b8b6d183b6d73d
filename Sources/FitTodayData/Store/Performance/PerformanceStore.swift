import FitTodayDomain
import GRDB

/// What the loads and the composer read of past training (``ExercisePerformanceRepository``): each exercise's latest
/// sessions, the last days' working sets (``TodaysPlanReader/recentTraining(before:days:)``) and the sessions' load.
/// Apart from the history because these are reads across sessions, made for the day's prescriptions.
public struct PerformanceStore: ExercisePerformanceRepository {
    let database: SQLiteStore

    public func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] {
        let ids = Array(Set(exerciseIDs)).sorted()
        guard !ids.isEmpty, limit > 0 else { return [:] }
        return try database.read { db in
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

    public func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] {
        guard days > 0 else { return [] }
        let first = date.adding(days: -days).description
        return try database.read { db in
            var result: [LocalDate: TrainedDay] = [:]
            // Completed sessions: working sets (every kind but warm-ups) per exercise, in the order first done.
            let sets = try Row.fetchAll(
                db,
                sql: """
                SELECT substr(workout_session.completed_at, 1, 10) AS day, logged_set.exercise_id AS exercise_id, count(*) AS sets
                FROM logged_set JOIN workout_session ON workout_session.id = logged_set.session_id
                WHERE workout_session.status = 'completed' AND workout_session.completed_at >= ? AND workout_session.completed_at < ?
                  AND logged_set.kind != 'warmup'
                GROUP BY day, logged_set.exercise_id
                ORDER BY day, min(workout_session.completed_at), min(logged_set.position)
                """,
                arguments: [first, date.description]
            )
            for row in sets {
                let text: String = row["day"]
                guard let day = LocalDate(text) else { continue }
                result[day, default: TrainedDay(date: day, exercises: [], logged: true)].exercises
                    .append(TrainedExercise(exerciseID: row["exercise_id"], sets: row["sets"]))
            }
            // Days without a session: the newest generated plan of the day (composed or a program's).
            let plans = try Row.fetchAll(
                db,
                sql: """
                SELECT plan.for_date AS day, plan_exercise.exercise_id AS exercise_id, plan_exercise.sets AS sets
                FROM plan JOIN plan_exercise ON plan_exercise.plan_id = plan.id
                WHERE plan.id IN (
                    SELECT (SELECT newest.id FROM plan AS newest WHERE newest.for_date = dated.for_date AND newest.source != 'manual'
                            ORDER BY newest.created_at DESC, newest.id DESC LIMIT 1)
                    FROM (SELECT DISTINCT for_date FROM plan WHERE for_date >= ? AND for_date < ? AND source != 'manual') AS dated
                )
                ORDER BY plan.for_date, plan_exercise.position
                """,
                arguments: [first, date.description]
            )
            for row in plans {
                let text: String = row["day"]
                guard let day = LocalDate(text), result[day]?.logged != true else { continue }
                result[day, default: TrainedDay(date: day, exercises: [], logged: false)].exercises
                    .append(TrainedExercise(exerciseID: row["exercise_id"], sets: row["sets"]))
            }
            return result.values.sorted { $0.date < $1.date }
        }
    }

    /// Each completed session's day and load (RPE × minutes) between two dates, inclusive; sessions without an RPE
    /// or a duration have none.
    public func sessionLoads(from start: LocalDate, through end: LocalDate) throws(FitTodayError) -> [(date: LocalDate, load: Int)] {
        try database.read { db in
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
