import FitTodayBuild
import FitTodayDomain

/// The printable block (``PrintPageModel``), when the build was given one: listed on every build, like the week's page
/// (each session logged and each day moves it).
struct PrintPages: PageStep {
    var name: String { "print" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let options = renderer.context.options, pages = renderer.pages
        guard let block = options.printBlock else { return }
        try renderer.page(pass, at: SitePaths.printBlock) {
            let model = PrintPageModel(block, paper: options.printPaper, lifter: options.printLifter ?? options.siteTitle, context: pages)
            return (model, model.heading)
        }
    }
}
