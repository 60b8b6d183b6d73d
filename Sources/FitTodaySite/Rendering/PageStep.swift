import FitTodayDomain

/// One kind of page a build lists, plans and renders (``PageRenderer/run(_:_:)``); an update in place lists a few
/// of them, each narrowed to what the added sessions change.
enum PageStep: Sendable {
    case today
    /// The history's index and its numbered pages from this one on.
    case history(from: Int)
    case library
    case plans
    case programs
    case week
    /// The printable block (``PrintPageModel``), when the build was given one.
    case print
    case credits
    /// These sessions' pages (nil: every session's).
    case sessions([Int64]?)
    /// These exercises' pages (nil: the whole library's).
    case exercises([Exercise]?)

    /// The step's name in `--verbose`'s step times.
    var name: String {
        switch self {
        case .today: "today"
        case .history: "history"
        case .library: "library"
        case .plans: "plans"
        case .programs: "programs"
        case .week: "week"
        case .print: "print"
        case .credits: "credits"
        case .sessions: "sessions"
        case .exercises: "exercises"
        }
    }
}
