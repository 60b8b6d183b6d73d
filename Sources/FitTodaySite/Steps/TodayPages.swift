import FitTodayBuild
import FitTodayDomain

/// Today's page: the day's plan as shown, its readiness and alternatives, and links to the week and the block.
struct TodayPages: PageStep {
    var name: String { "today" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let options = renderer.context.options, pages = renderer.pages, data = renderer.data
        try renderer.page(pass, at: SitePaths.today) {
            var model = TodayPageModel(data.today, loads: data.todayLoads, today: options.today, context: pages)
            model.addReadiness(options.shownDay.shown, answersShown: options.showWellnessAnswers, context: pages)
            model.addAlternatives(options.alternatives, context: pages)
            if options.week != nil { model.week = WeekPageModel.link(from: SitePaths.today, locale: pages.locale) }
            if options.printBlock != nil { model.printBlock = PrintPageModel.link(from: SitePaths.today, locale: pages.locale) }
            return (model, model.title)
        }
    }
}
