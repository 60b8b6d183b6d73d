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
            ("kind", .string(set.kind.rawValue)),
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

    /// A plan with its exercises; the export also keeps the composition cache key, which `--format json` leaves out.
    public static func plan(_ plan: Plan, includingCompositionKey: Bool = false) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("id", .optional(plan.id)),
            ("title", .string(plan.name)),
            ("description", .string(plan.description)),
            ("created_at", .string(plan.createdAt.description)),
            ("active", .bool(plan.isActive)),
            ("source", .string(plan.source.rawValue)),
            ("intensity", .optional(plan.intensity?.rawValue)),
            ("duration_minutes", .optional(plan.estimatedMinutes)),
            ("for_date", .optional(plan.forDate?.description)),
            ("fallback_reason", .optional(plan.fallbackReason?.rawValue)),
        ]
        if includingCompositionKey { members.append(("composition_key", .optional(plan.compositionKey))) }
        members.append(("exercises", .array(plan.exercises.enumerated().map { .planExercise($1, position: $0 + 1) })))
        return .object(members)
    }
}
