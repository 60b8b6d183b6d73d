import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// `plan generate --format json`: under each exercise, `"alternatives": [{"exercise_id", "name", "implement",
/// "target_weight_kg", "work", "reason_kind", "reason"}]`, and `"alternatives_gap"` (`none-fits`, `own-exercise`) and
/// `"alternatives_note"` (its sentence) saying why the list is empty, both null when it is not.
enum AlternativesJSON {
    /// `day` (a plan object with its `exercises`) with each exercise's alternatives, in plan order.
    static func adding(_ alternatives: [PlannedAlternatives], to day: OrderedJSON, locale: AppLocale) -> OrderedJSON {
        guard case var .object(members) = day, let index = members.firstIndex(where: { $0.0 == "exercises" }),
              case let .array(items) = members[index].1 else { return day }
        members[index].1 = .array(items.enumerated().map { position, item in
            guard case var .object(fields) = item, position < alternatives.count else { return item }
            let planned = alternatives[position]
            fields.append(("alternatives", .array(planned.alternatives.map(alternative))))
            fields.append(("alternatives_gap", .optional(planned.gap?.rawValue)))
            fields.append(("alternatives_note", .optional(planned.gap?.sentence(locale))))
            return .object(fields)
        })
        return .object(members)
    }

    static func alternative(_ offered: OfferedAlternative) -> OrderedJSON {
        .object([
            ("exercise_id", .string(offered.exercise.id)),
            ("name", .string(offered.exercise.name)),
            ("implement", .optional(offered.exercise.implement?.rawValue)),
            ("target_weight_kg", .optional(offered.load.targetWeightKg)),
            ("work", .string(offered.load.work)),
            ("reason_kind", .string(offered.load.kind.rawValue)),
            ("reason", .string(offered.load.reason)),
        ])
    }
}
