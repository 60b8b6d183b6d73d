import FitTodayDomain

// The JSON shapes of domain values that the export file and `--format json` share, so both spell them alike.
extension OrderedJSON {
    public static func loggedSet(_ set: LoggedSet) -> OrderedJSON {
        .object([
            ("exercise_id", .string(set.exerciseID)),
            ("exercise_name", .string(set.exerciseName)),
            ("set_number", .int(set.setNumber)),
            ("reps", .int(set.reps)),
            ("weight_kg", .optional(set.weightKg)),
            ("rpe", .optional(set.rpe)),
        ])
    }

    /// A plan's exercise; `position` is 1-based.
    public static func planExercise(_ exercise: PlanExercise, position: Int) -> OrderedJSON {
        .object([
            ("position", .int(position)),
            ("exercise_id", .string(exercise.exerciseID)),
            ("exercise_name", .string(exercise.exerciseName)),
            ("sets", .int(exercise.sets)),
            ("reps", .int(exercise.reps)),
            ("rest_seconds", .int(exercise.restSeconds)),
            ("notes", .string(exercise.notes)),
        ])
    }
}
