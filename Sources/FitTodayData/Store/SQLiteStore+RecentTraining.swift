import FitTodayDomain
import GRDB

extension SQLiteStore {
    public func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] {
        guard days > 0 else { return [] }
        let first = date.adding(days: -days).description
        return try read { db in
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
}
