/// The kinds of page; each is rendered by `<kind>.html` and `<kind>.md`.
enum PageKind: String, Sendable, CaseIterable {
    case today
    case history
    case session
    case library
    case libraryGroup = "library-group"
    case exercise
    case plans
    case plan
    case program
    case credits
    case week
    case print

    /// The menu entry a page of this kind lights up; none for the credits, reached from the footer.
    var nav: SiteNav? {
        switch self {
        case .today, .week: .today
        case .history, .session: .history
        case .library, .libraryGroup, .exercise: .library
        case .plans, .plan, .program, .print: .plans
        case .credits: nil
        }
    }
}
