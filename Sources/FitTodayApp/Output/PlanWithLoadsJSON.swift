import FitTodayData
import FitTodaySystem
import Foundation
import FitTodayDomain

/// `plan show` and `plan generate` as JSON: the plan's shared shape, plus per exercise what the history says
/// about its load (`last`, `target_weight_kg`, `target_reason`, `warmup`).
enum PlanWithLoadsJSON {
    static func render(_ plan: Plan, loads: [LoadPrescription], programName: String? = nil) -> OrderedJSON {
        guard case var .object(members) = OrderedJSON.plan(plan),
              let index = members.firstIndex(where: { $0.0 == "exercises" }) else { return .plan(plan) }
        members[index].1 = .array(plan.exercises.enumerated().map { position, exercise in
            guard case var .object(fields) = OrderedJSON.planExercise(exercise, position: position + 1) else { return .null }
            let load = position < loads.count ? loads[position] : LoadPrescription()
            fields.append(("last", load.last.map(last) ?? .null))
            fields.append(("target_weight_kg", .optional(load.targetWeightKg)))
            fields.append(("target_reason", .optional(load.reason)))
            // Only on a place swapped for the day (`plan swap`): every other entry is written as before.
            if let planned = exercise.swappedFrom { fields.append(("swapped_from", .string(planned))) }
            fields.append(("warmup", .array(load.warmup.map { .object([("reps", .int($0.reps)), ("weight_kg", .double($0.weightKg))]) })))
            if plan.program != nil {
                fields.append(("superset", .optional(exercise.superset)))
                fields.append(("stage", .optional(load.stage)))
                fields.append(("prescribed_sets", .array(load.sets.map(ProgramJSON.prescribedSet))))
            }
            return .object(fields)
        })
        if let link = plan.program {
            let position = link.position
            members.insert(("program", .object([
                ("id", .string(link.programID)), ("name", .string(programName ?? plan.name.components(separatedBy: " · ").first ?? link.programID)), ("cycle", .int(position.cycle)),
                ("week", .int(position.week)), ("day", .int(position.day)), ("day_name", .string(position.dayName)),
            ])), at: index)
        }
        return .object(members)
    }

    private static func last(_ entry: ExerciseLogEntry) -> OrderedJSON {
        .object([
            ("date", .string(entry.completedAt.date.description)),
            ("sets", .array(entry.sets.map { .object([("reps", .int($0.reps)), ("weight_kg", .optional($0.weightKg))]) })),
        ])
    }
}
