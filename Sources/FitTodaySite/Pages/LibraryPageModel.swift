import FitTodayDomain

/// The library: every muscle group with its exercises.
struct LibraryPageModel: PageModel {
    static let kind = PageKind("library", nav: .library)

    struct Group: Encodable, Sendable {
        var name: String
        var slug: String
        var count: Int
        var href: String
        var exercises: [ExerciseRow]
    }

    var count: Int
    var groups: [Group]
    /// The search index script, from the site's root.
    var libraryIndex: String

    init(_ grouped: [LibraryGroups.Entry], count: Int, context: PageContext) {
        let page = SitePaths.library
        self.count = count
        libraryIndex = context.libraryIndex
        groups = grouped.map { entry in
            Group(name: LibraryGroups.name(entry.group, context: context), slug: LibraryGroups.slug(entry.group),
                  count: entry.exercises.count, href: SitePaths.link(from: page, to: SitePaths.libraryGroup(LibraryGroups.slug(entry.group))),
                  exercises: entry.exercises.map { ExerciseRow($0, from: page, context: context) })
        }
    }
}
