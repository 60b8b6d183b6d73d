import FitTodayBuild
import FitTodayDomain

/// The week's page, when the build was given the week: listed on every build, like today's page (each day and each
/// session moves it).
struct WeekPages: PageStep {
    var name: String { "week" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        guard let week = renderer.context.options.week else { return }
        let pages = renderer.pages
        try renderer.page(pass, at: SitePaths.week) {
            let model = WeekPageModel(week, context: pages)
            return (model, model.heading)
        }
    }
}
