import FitTodayBuild
import FitTodayDomain

/// The credits of the library's pictures.
struct CreditsPages: PageStep {
    var name: String { "credits" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let data = renderer.data, pages = renderer.pages, credit = renderer.context.options.imageCredit
        try renderer.page(pass, at: SitePaths.credits) {
            (CreditsPageModel(exercises: data.exercises, credit: credit, context: pages), pages.word(.credits))
        }
    }
}
