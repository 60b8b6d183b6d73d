import FitTodayBuild
import FitTodayDomain

/// The plans' index and a page per plan listed.
struct PlanPages: PageStep {
    var name: String { "plans" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let pages = renderer.pages, programs = renderer.context.options.programs
        let plans = renderer.data.plans.filter { $0.id != nil }
        try renderer.page(pass, at: SitePaths.plans) {
            (PlansPageModel(plans, programs: programs, context: pages), pages.word(.plans))
        }
        for plan in plans {
            try renderer.page(pass, at: SitePaths.plan(plan.id!)) { (PlanPageModel(plan, context: pages), plan.name) }
        }
    }
}
