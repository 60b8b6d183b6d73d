import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// The documented JSON shapes of `--format json` (field names are snake_case and stable).
enum JSONRepresentation {
    static func profile(_ profile: Profile) -> OrderedJSON {
        .object(OrderedJSON.profileMembers(profile) + [
            ("locale", .optional(profile.locale?.rawValue)),
            ("weight_unit", .optional(profile.weightUnit?.rawValue)),
        ])
    }

    static func checkIn(_ checkIn: CheckIn) -> OrderedJSON {
        .object([
            ("date", .string(checkIn.date.description)),
            ("focus", .optional(checkIn.givenFocus?.rawValue)),
            ("soreness", .int(checkIn.soreness)),
            ("sore_region", .optional(checkIn.soreRegion?.rawValue)),
            ("sleep", .optional(checkIn.sleep)),
            ("fatigue", .optional(checkIn.fatigue)),
            ("stress", .optional(checkIn.stress)),
            ("mood", .optional(checkIn.mood)),
            ("sleep_hours", checkIn.sleepHours.map { .double($0) } ?? .null),
        ])
    }

    static func plan(_ plan: Plan) -> OrderedJSON { .plan(plan) }

    static func planList(_ plans: [PlanSummary]) -> OrderedJSON {
        .object([
            ("plans", .array(plans.map { plan in
                .object([
                    ("id", .int(plan.id)),
                    ("title", .string(plan.name)),
                    ("created_at", .string(plan.createdAt.description)),
                    ("active", .bool(plan.isActive)),
                    ("source", .string(plan.source.rawValue)),
                    ("intensity", .optional(plan.intensity?.rawValue)),
                    ("duration_minutes", .optional(plan.estimatedMinutes)),
                    ("exercise_count", .int(plan.exerciseCount)),
                ])
            })),
        ])
    }

    static func session(_ session: WorkoutSession) -> OrderedJSON {
        let head: [(String, OrderedJSON)] = [
            ("id", .optional(session.id)),
            ("date", .string(session.completedAt.date.description)),
            ("started_at", .optional(session.startedAt?.description)),
        ]
        return .object(head + OrderedJSON.sessionMembers(session) + [
            ("notes", .string(session.notes)),
            ("volume_kg", .double(session.volumeKg)),
            ("rpe", .optional(session.rpe)),
            ("session_load", .optional(session.load)),
            ("readiness_held", .bool(session.readinessHeld)),
            ("sets", .array(session.sets.map(OrderedJSON.loggedSet))),
        ])
    }

    static func historyPage(_ page: HistoryPage) -> OrderedJSON {
        .object([
            ("page", .optional(page.page)),
            ("pages", .int(page.pages)),
            ("total", .int(page.total)),
            ("page_size", .int(page.pageSize)),
            ("sessions", .array(page.sessions.map { session in
                .object([("id", .int(session.id)), ("date", .string(session.completedAt.date.description))] + OrderedJSON.sessionMembers(
                    completedAt: session.completedAt, status: session.status, durationMinutes: session.durationMinutes,
                    intensity: session.intensity, planID: session.planID, planTitle: session.planTitle
                ) + [
                    ("exercise_count", .int(session.exerciseCount)),
                    ("set_count", .int(session.setCount)),
                    ("volume_kg", .double(session.volumeKg)),
                ])
            })),
        ])
    }
}
