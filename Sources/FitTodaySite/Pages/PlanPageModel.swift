import FitTodayDomain

/// A plan's page: its exercises as cards with a box to tick per set.
struct PlanPageModel: PageModel {
    static let kind = PageKind("plan", nav: .plans)

    var title: String
    var active: Bool
    var createdAt: String
    var source: String
    var hasExercises: Bool
    var exercises: [ExerciseCard]
    var forDate: String?
    var duration: Int?
    var intensity: String?
    var fallback: String?
    var description: String?

    /// `plan`: a stored plan (with an id).
    init(_ plan: Plan, context: PageContext) {
        let locale = context.locale, id = plan.id ?? 0, page = SitePaths.plan(id)
        title = plan.name
        active = plan.isActive
        createdAt = DateText.table(plan.createdAt.date, locale)
        source = plan.source.label(locale)
        hasExercises = !plan.exercises.isEmpty
        let context = context.eagerFirstPicture(of: plan.exercises)
        exercises = plan.exercises.enumerated().map {
            ExerciseCard($1, position: $0 + 1, page: page, planKey: "plan-\(id)", context: context)
        }
        forDate = plan.forDate.map { DateText.table($0, locale) }
        duration = plan.estimatedMinutes
        intensity = plan.intensity?.label(locale)
        fallback = plan.fallbackReason?.label(locale)
        description = plan.description.isEmpty ? nil : plan.description
    }
}
