import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// Readiness in `--format json`: `"readiness": {"score", "baseline_mean", "baseline_sd", "band", "reasons"}`, and a
/// day's plan with each exercise's `"adjustments": [{"what", "why"}]`, what was left out and `"deload_suggested"`.
enum ReadinessJSON {
    static func readiness(_ reading: ReadinessAssessment?, locale: AppLocale) -> OrderedJSON {
        guard let reading else { return .null }
        return .object([
            ("score", .optional(reading.score)),
            ("baseline_mean", reading.baseline.map { .double(rounded($0.mean)) } ?? .null),
            ("baseline_sd", reading.baseline.map { .double(rounded($0.deviation)) } ?? .null),
            ("baseline_check_ins", .int(reading.baseline?.count ?? 0)),
            ("band", .optional(reading.band?.rawValue)),
            ("soreness", .int(reading.soreness)),
            ("reasons", .array(reading.reasons(locale).map { .string($0) })),
        ])
    }

    static func adjustment(_ adjustment: ReadinessAdjustment) -> OrderedJSON {
        .object([("what", .string(adjustment.what)), ("why", .string(adjustment.why))])
    }

    /// `plan generate` and `plan show` with readiness: the plan with its loads, each exercise's adjustments, then
    /// the reading, the exercises left out and whether a deload is suggested.
    static func day(_ day: ReadinessDay, locale: AppLocale, asPlanned: Bool) -> OrderedJSON {
        guard case var .object(members) = PlanWithLoadsJSON.render(day.plan, loads: day.loads) else { return .null }
        if let index = members.firstIndex(where: { $0.0 == "exercises" }), case let .array(items) = members[index].1 {
            members[index].1 = .array(items.enumerated().map { position, item in
                guard case var .object(fields) = item else { return item }
                let adjustments = position < day.adjustments.count ? day.adjustments[position] : []
                fields.append(("adjustments", .array(adjustments.map(adjustment))))
                return .object(fields)
            })
        }
        members += [
            ("readiness", readiness(day.readiness, locale: locale)),
            ("as_planned", .bool(asPlanned)),
            ("removed_exercises", .array(day.removed.map { removed in
                .object([
                    ("exercise_id", .string(removed.exercise.exerciseID)), ("name", .string(removed.exercise.exerciseName)),
                    ("adjustments", .array([adjustment(removed.adjustment)])),
                ])
            })),
            ("deload", day.deload.map { deload in
                .object([("started_on", .string(deload.startedOn.description)), ("last_day", .string(deload.lastDay.description))])
            } ?? .null),
            ("deload_suggested", .bool(day.deloadSuggested)),
        ]
        return .object(members)
    }

    /// Two decimals: the same data always gives the same bytes.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
