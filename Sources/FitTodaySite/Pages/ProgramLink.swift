import FitTodayDomain

/// A program as the plans page lists it: a link to its page, the one the person follows marked.
struct ProgramLink: Encodable, Sendable {
    var name: String
    var active: Bool
    var daysPerWeek: Int
    var href: String
    var mdHref: String

    /// The programs in the order the plans page lists them: the one followed first, then by id.
    static func listed(_ programs: [ProgramOverview], from page: String) -> [ProgramLink] {
        programs.sorted { left, right in
            let (a, b) = (isFollowed(left), isFollowed(right))
            return a != b ? a : left.program.id < right.program.id
        }.map { overview in
            let path = SitePaths.program(overview.program.id)
            return ProgramLink(name: overview.program.name, active: isFollowed(overview), daysPerWeek: overview.program.daysPerWeek,
                               href: SitePaths.link(from: page, to: path), mdHref: SitePaths.link(from: page, to: SitePaths.markdown(path)))
        }
    }

    /// Whether the person follows the program now: an active run.
    static func isFollowed(_ overview: ProgramOverview) -> Bool {
        overview.run != nil && overview.run?.endedOn == nil
    }
}
