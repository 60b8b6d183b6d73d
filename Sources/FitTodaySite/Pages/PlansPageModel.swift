import FitTodayDomain

/// The list of plans.
struct PlansPageModel: PageModel {
    static let kind = PageKind("plans", nav: .plans)

    struct Row: Encodable, Sendable {
        var title: String
        var active: Bool
        var createdAt: String
        var source: String
        var exerciseCount: Int
        var href: String
        var mdHref: String
    }

    var hasPlans: Bool
    var plans: [Row]
    /// The programs' pages, the one followed first; an empty list adds nothing to the page.
    var hasPrograms: Bool
    var programs: [ProgramLink]

    /// `plans`: stored plans (with an id); `programs`: the build's (``SiteBuildOptions/programs``).
    init(_ plans: [Plan], programs: [ProgramOverview] = [], context: PageContext) {
        let locale = context.locale, page = SitePaths.plans
        hasPrograms = !programs.isEmpty
        self.programs = ProgramLink.listed(programs, from: page)
        hasPlans = !plans.isEmpty
        self.plans = plans.map { plan in
            let id = plan.id ?? 0
            return Row(title: plan.name, active: plan.isActive, createdAt: DateText.table(plan.createdAt.date, locale),
                       source: plan.source.label(locale), exerciseCount: plan.exercises.count,
                       href: SitePaths.link(from: page, to: SitePaths.plan(id)),
                       mdHref: SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.plan(id))))
        }
    }
}
