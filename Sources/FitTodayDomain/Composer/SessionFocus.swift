/// What a composed session trains: a check-in's focus, or one of the days a weekly split adds (push, pull, legs,
/// mobility). The week planner picks it when no check-in chose one.
public enum SessionFocus: String, SlugValue {
    case upper
    case lower
    case fullBody = "full-body"
    case push
    case pull
    case legs
    case core
    case cardio
    /// A recovery and mobility session (the seventh day of a push/pull/legs week, or severe soreness).
    case mobility

    public static let optionName = "focus"

    /// The session a check-in's focus asks for; nil for a rest day.
    public init?(_ focus: Focus) {
        // The same words name the same focus; there is no rest session.
        self.init(rawValue: focus.rawValue)
    }

    /// The check-in focus closest to this session, for the muscle groups it trains and the curated blocks.
    public var checkInFocus: Focus {
        switch self {
        case .upper, .push, .pull: .upper
        case .lower, .legs: .lower
        case .fullBody, .mobility: .fullBody
        case .core: .core
        case .cardio: .cardio
        }
    }

    /// The patterns the session's main lift may use, best first when nothing in the week says otherwise.
    public var mainPatterns: [MovementPattern] {
        switch self {
        case .lower, .legs, .fullBody: [.squat, .hinge]
        case .upper, .push: [.horizontalPush, .verticalPush]
        case .pull: [.verticalPull, .horizontalPull]
        case .core, .cardio, .mobility: []
        }
    }
}
