import FitTodayDomain

/// A muscle group's page: its exercises by level.
struct MuscleGroupPageModel: PageModel {
    static let kind = PageKind("library-group", nav: .library)

    struct Level: Encodable, Sendable {
        var name: String
        var slug: String
        var exercises: [ExerciseRow]
    }

    var name: String
    var count: Int
    var levels: [Level]
    var libraryHref: String
    /// The search index script, from the site's root.
    var libraryIndex: String

    init(_ entry: LibraryGroups.Entry, context: PageContext) {
        let page = SitePaths.libraryGroup(LibraryGroups.slug(entry.group))
        name = LibraryGroups.name(entry.group, context: context)
        count = entry.exercises.count
        libraryIndex = context.libraryIndex
        // Custom exercises of unknown level come last, under "not informed".
        levels = (FitnessLevel.allCases.map(Optional.some) + [nil]).compactMap { level in
            let members = entry.exercises.filter { $0.level == level }
            guard !members.isEmpty else { return nil }
            return Level(name: level?.label(context.locale) ?? context.locale.notInformed, slug: level?.rawValue ?? "unknown",
                         exercises: members.map { ExerciseRow($0, from: page, context: context) })
        }
        libraryHref = SitePaths.link(from: page, to: SitePaths.library)
    }
}
