import FitTodayBuild
import FitTodayDomain

/// Every program's page: listed on every build, in place too, like today's page (each session moves them).
struct ProgramPages: PageStep {
    var name: String { "programs" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let options = renderer.context.options, pages = renderer.pages
        for overview in options.programs {
            try renderer.page(pass, at: SitePaths.program(overview.program.id)) {
                var model = ProgramPageModel(overview, context: pages)
                // The followed program's page links the block printed from where the person stands.
                if overview.run != nil, options.printBlock?.programID == overview.program.id {
                    model.printBlock = PrintPageModel.link(from: SitePaths.program(overview.program.id), locale: pages.locale)
                }
                return (model, overview.program.name)
            }
        }
    }
}
