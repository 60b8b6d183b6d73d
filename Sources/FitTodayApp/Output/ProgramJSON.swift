import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// `program list`, `show` and `status` as JSON (documented in the README).
enum ProgramJSON {
    static func list(_ programs: [Program], active: String?) -> OrderedJSON {
        .object([("programs", .array(programs.map { program in
            .object(summary(program) + [("active", .bool(program.id == active))])
        }))])
    }

    static func summary(_ program: Program) -> [(String, OrderedJSON)] {
        [
            ("id", .string(program.id)), ("name", .string(program.name)), ("kind", .string(program.kind.rawValue)), ("description", .string(program.description)),
            ("for", .string(program.audience)), ("days_per_week", .int(program.daysPerWeek)),
            ("equipment", .string(program.equipment.rawValue)), ("source", .string(program.source)),
            ("weeks", .int(program.weeks.count)), ("days_per_cycle", .int(program.daysPerCycle)),
        ]
    }

    static func show(_ program: Program, overview: ProgramOverview?) -> OrderedJSON {
        var members = summary(program)
        members.append(("training_max_percent", .optional(program.trainingMaxPercent)))
        members.append(("cycle", .array((overview?.cycle ?? []).map { days in
            .array(days.map { day in
                .object([
                    ("week", .int(day.position.week)), ("day", .int(day.position.day)), ("day_name", .string(day.position.dayName)),
                    ("deload", .bool(day.isDeload)),
                    ("exercises", .array(day.exercises.map { item in
                        .object([("exercise_id", .string(item.exerciseID)), ("superset", .optional(item.superset)),
                                 ("stage", .optional(item.stage)), ("prescribed_sets", .array(item.sets.map(prescribedSet)))])
                    })),
                ])
            })
        })))
        return .object(members)
    }

    static func status(_ standing: FollowProgram.Standing) -> OrderedJSON {
        let next = standing.state.next
        return .object([
            ("id", .string(standing.program.id)), ("cycle", .int(next.cycle)), ("week", .int(next.week)), ("day", .int(next.day)),
            ("day_name", .string(next.dayName)), ("started_on", .string(standing.run.startedOn.description)),
            ("days_done", .int(standing.state.daysDone)), ("finished", .bool(standing.state.finished)),
            ("lifts", .array(standing.program.lifts.map { lift in
                let state = standing.state.lifts[lift.key]
                var stage: String?
                if case let .stages(stages, _, _) = lift.progression { stage = stages[min(state?.stage ?? 0, stages.count - 1)].label }
                return .object([
                    ("lift", .string(lift.key)), ("exercise_id", .string(lift.exerciseID)),
                    ("training_max_kg", .optional(state?.trainingMaxKg)), ("weight_kg", .optional(state?.weightKg)),
                    ("stage", .optional(stage)), ("reason", .optional(state?.reason)),
                ])
            })),
        ])
    }

    /// One prescribed set: `percent` is a percentage (65, not 0.65); `of` is tm, max, first_set or null.
    static func prescribedSet(_ set: PrescribedSet) -> OrderedJSON {
        .object([
            ("kind", .string(set.kind.rawValue)), ("reps", .int(set.reps)), ("reps_max", .optional(set.repsMax)),
            ("weight_kg", .optional(set.weightKg)), ("percent", .optional(set.percent)), ("of", .optional(set.of?.rawValue)),
            ("rpe", .optional(set.rpe)), ("rir", .optional(set.rir)),
            ("plates_per_side_kg", .array(set.platesPerSideKg.map { .double($0) })), ("reason", .optional(set.reason)),
        ])
    }
}
