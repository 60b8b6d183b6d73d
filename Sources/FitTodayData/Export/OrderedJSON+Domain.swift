import FitTodayDomain
import FitTodaySystem

// The JSON shapes of domain values that the export file and `--format json` share, so both spell them alike.
extension OrderedJSON {
    /// A set; a cardio or timed set's `duration_seconds` and `distance_meters` only on a set that has one, and
    /// `swapped_from` only on a set done in another exercise's place, so that every other set is written as before
    /// they existed.
    public static func loggedSet(_ set: LoggedSet) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("exercise_id", .string(set.exerciseID)),
            ("exercise_name", .string(set.exerciseName)),
            ("set_number", .int(set.setNumber)),
            ("reps", .int(set.reps)),
            ("weight_kg", .optional(set.weightKg)),
            ("rpe", .optional(set.rpe)),
            ("kind", .string(set.kind.rawValue)),
        ]
        if set.durationSeconds != nil || set.distanceMeters != nil {
            members += [("duration_seconds", .optional(set.durationSeconds)), ("distance_meters", .optional(set.distanceMeters))]
        }
        if let planned = set.swappedFrom { members.append(("swapped_from", .string(planned))) }
        return .object(members)
    }

    /// The members every listing of a session writes, in this order, from `completed_at` to `plan_title` (the export,
    /// `session show` and `history` in JSON).
    public static func sessionMembers(
        completedAt: LocalDateTime, status: SessionStatus, durationMinutes: Int?, intensity: Intensity?, planID: Int64?, planTitle: String
    ) -> [(String, OrderedJSON)] {
        [
            ("completed_at", .string(completedAt.description)),
            ("status", .string(status.rawValue)),
            ("duration_minutes", .optional(durationMinutes)),
            ("intensity", .optional(intensity?.rawValue)),
            ("plan_id", .optional(planID)),
            ("plan_title", .string(planTitle)),
        ]
    }

    /// ``sessionMembers(completedAt:status:durationMinutes:intensity:planID:planTitle:)`` of a session.
    public static func sessionMembers(_ session: WorkoutSession) -> [(String, OrderedJSON)] {
        sessionMembers(completedAt: session.completedAt, status: session.status, durationMinutes: session.durationMinutes,
                       intensity: session.intensity, planID: session.planID, planTitle: session.planTitle)
    }

    /// The members of a profile that the export and `profile show --format json` write alike, in this order; each
    /// adds the locale and the unit by its own rule.
    public static func profileMembers(_ profile: Profile) -> [(String, OrderedJSON)] {
        [
            ("goal", .string(profile.goal.rawValue)),
            ("equipment", .string(profile.equipment.rawValue)),
            ("level", .string(profile.level.rawValue)),
            ("methodology", .string(profile.methodology.rawValue)),
            ("weekly_frequency", .int(profile.weeklyFrequency)),
            ("conditions", .array(profile.conditions.map { .string($0.rawValue) })),
            ("health_notes", .string(profile.healthNotes)),
        ]
    }

    /// A day's body weight and measurements, in kilograms, centimetres and percent.
    public static func bodyMeasurement(_ measurement: BodyMeasurement) -> OrderedJSON {
        .object([
            ("date", .string(measurement.date.description)),
            ("weight_kg", .optional(measurement.weightKg)),
            ("waist_cm", .optional(measurement.waistCm)),
            ("body_fat_percent", .optional(measurement.bodyFatPercent)),
        ])
    }

    /// A plan's exercise; `position` is 1-based. The fields of program days and timed sets (`reps_max` to
    /// `duration_seconds`) are written, all five, only on an entry that uses one: every other entry is written as
    /// before they existed.
    public static func planExercise(_ exercise: PlanExercise, position: Int) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("position", .int(position)),
            ("exercise_id", .string(exercise.exerciseID)),
            ("exercise_name", .string(exercise.exerciseName)),
            ("sets", .int(exercise.sets)),
            ("reps", .int(exercise.reps)),
            ("rest_seconds", .int(exercise.restSeconds)),
            ("notes", .string(exercise.notes)),
        ]
        if exercise.hasProgramFields {
            members += [
                ("reps_max", .optional(exercise.repsMax)),
                ("warmup_sets", .int(exercise.warmupSets)),
                ("backoff_sets", .int(exercise.backoffSets)),
                ("superset", .optional(exercise.superset)),
                ("duration_seconds", .optional(exercise.durationSeconds)),
            ]
        }
        return .object(members)
    }

    /// Which program day a plan is (`plans[].program`).
    public static func programLink(_ link: PlanProgramLink) -> OrderedJSON {
        .object([
            ("run_id", .int(link.runID)),
            ("program_id", .string(link.programID)),
            ("day_index", .int(link.position.dayIndex)),
            ("cycle", .int(link.position.cycle)),
            ("week", .int(link.position.week)),
            ("day", .int(link.position.day)),
            ("day_name", .string(link.position.dayName)),
        ])
    }

    /// A program run with its numbers (by exercise id, sorted) and its training max changes (in the order set).
    public static func programRun(_ run: ProgramRun) -> OrderedJSON {
        func numbers(_ values: [String: Double]) -> OrderedJSON {
            .object(values.sorted { $0.key < $1.key }.map { ($0.key, .double($0.value)) })
        }
        var members: [(String, OrderedJSON)] = [
            ("id", .optional(run.id)),
            ("program_id", .string(run.programID)),
            ("started_on", .string(run.startedOn.description)),
            ("ended_on", .optional(run.endedOn?.description)),
            ("maxes_kg", numbers(run.maxesKg)),
            ("training_maxes_kg", numbers(run.trainingMaxesKg)),
            ("start_weights_kg", numbers(run.startWeightsKg)),
            ("training_max_changes", .array(run.trainingMaxChanges.map { change in
                .object([
                    ("exercise_id", .string(change.exerciseID)),
                    ("kilograms", .double(change.kilograms)),
                    ("from_day_index", .int(change.fromDayIndex)),
                    ("set_on", .string(change.setOn.description)),
                ])
            })),
        ]
        // Only on a run a number of which came from the history, so that every other run is written as before.
        if !run.estimates.isEmpty {
            members.append(("estimates", .object(run.estimates.sorted { $0.key < $1.key }.map { id, estimate in
                (id, .object([
                    ("one_rep_max_kg", .double(estimate.oneRepMaxKg)), ("reps", .int(estimate.reps)),
                    ("weight_kg", .double(estimate.weightKg)), ("date", .string(estimate.date.description)),
                ]))
            })))
        }
        return .object(members)
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
        // Only on a program's day: every other plan is written as before programs existed.
        if let link = plan.program { members.append(("program", .programLink(link))) }
        members.append(("exercises", .array(plan.exercises.enumerated().map { .planExercise($1, position: $0 + 1) })))
        return .object(members)
    }
}
