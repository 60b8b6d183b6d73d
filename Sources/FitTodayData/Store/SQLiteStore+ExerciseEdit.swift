import FitTodayDomain
import GRDB

// Renaming and deleting exercises of your own or imported ones (`fittoday exercise rename|delete`). Each check
// and its change happen in one transaction, so a rename cannot race another into a duplicate name.
extension SQLiteStore {
    /// Gives the exercise `id` the name `newName` (the same bounds as everywhere: trimmed, 1–100 characters, not
    /// the name of another exercise ignoring case and accents). Library (`content`) entries are refused: the next
    /// build would write their name back. Works whatever the old name is, even one longer than the bounds.
    public func renameExercise(id: String, to newName: String) throws(FitTodayError) -> (old: Exercise, new: Exercise) {
        let name = try PlanRules.validatedExerciseName(newName)
        let key = ExerciseNameKey.key(for: name)
        return try write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM exercise WHERE id = ?", arguments: [id]) else {
                throw FitTodayError.exerciseNotFound(reference: id)
            }
            let old = try RowDecoder.exercise(row)
            guard old.origin != .content else {
                throw FitTodayError.invalid(.libraryExerciseChange(name: old.name, id: old.id, deleting: false))
            }
            let clash = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM exercise WHERE name_key = ? AND id <> ?)", arguments: [key, id]) ?? false
            guard !clash else { throw FitTodayError.invalid(.exerciseNameTaken(name: name)) }
            try db.execute(sql: "UPDATE exercise SET name = ?, name_key = ? WHERE id = ?", arguments: [name, key, id])
            var renamed = old
            renamed.name = name
            return (old, renamed)
        }
    }

    /// Deletes the exercise `id`. When sessions or plans use it, refuses unless `force`, which removes its sets
    /// from those sessions (the sessions stay) and its entries from the plans. Library entries are refused: the
    /// next build would bring them back.
    public func deleteExercise(id: String, force: Bool) throws(FitTodayError) -> ExerciseDeletion {
        try write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM exercise WHERE id = ?", arguments: [id]) else {
                throw FitTodayError.exerciseNotFound(reference: id)
            }
            let exercise = try RowDecoder.exercise(row)
            guard exercise.origin != .content else {
                throw FitTodayError.invalid(.libraryExerciseChange(name: exercise.name, id: exercise.id, deleting: true))
            }
            let usage = try Row.fetchOne(
                db,
                sql: """
                SELECT (SELECT count(*) FROM logged_set WHERE exercise_id = ?1) AS sets,
                       (SELECT count(DISTINCT session_id) FROM logged_set WHERE exercise_id = ?1) AS sessions,
                       (SELECT count(DISTINCT plan_id) FROM plan_exercise WHERE exercise_id = ?1) AS plans
                """,
                arguments: [id]
            )
            let sets: Int = usage?["sets"] ?? 0, sessions: Int = usage?["sessions"] ?? 0, plans: Int = usage?["plans"] ?? 0
            guard force || (sessions == 0 && plans == 0) else {
                throw FitTodayError.invalid(.exerciseInUse(name: exercise.name, sessions: sessions, plans: plans))
            }
            try db.execute(sql: "DELETE FROM logged_set WHERE exercise_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM plan_exercise WHERE exercise_id = ?", arguments: [id])
            // A program run's numbers for it go too: a lift without its exercise has nothing to be a number of.
            try db.execute(sql: "DELETE FROM program_run_number WHERE exercise_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM program_tm_change WHERE exercise_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [id])
            return ExerciseDeletion(exercise: exercise, setsRemoved: sets, sessionsTouched: sessions, plansTouched: plans)
        }
    }
}
