import FitTodayBuild
import FitTodayDomain

/// The library's index and a page per muscle group.
struct LibraryPages: PageStep {
    var name: String { "library" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let data = renderer.data, pages = renderer.pages
        let grouped = LibraryGroups.of(data.exercises)
        try renderer.page(pass, at: SitePaths.library) {
            (LibraryPageModel(grouped, count: data.exercises.count, context: pages), pages.word(.library))
        }
        for entry in grouped {
            try renderer.page(pass, at: SitePaths.libraryGroup(LibraryGroups.slug(entry.group))) {
                let model = MuscleGroupPageModel(entry, context: pages)
                return (model, model.name)
            }
        }
    }
}
