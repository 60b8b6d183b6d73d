/// How a week's sessions are divided, from the weekly frequency.
public enum WeekSplit: String, SlugValue {
    /// 1 to 3 days a week: every session trains legs, a push and a pull.
    case fullBody = "full-body"
    /// 4 days: upper and lower alternate.
    case upperLower = "upper-lower"
    /// 5 or 6 days: push, pull and legs rotate.
    case pushPullLegs = "push-pull-legs"
    /// 7 days: push, pull and legs, with one mobility day.
    case pushPullLegsMobility = "push-pull-legs-mobility"

    public static let optionName = "split"

    public init(frequency: Int) {
        switch frequency {
        case ...3: self = .fullBody
        case 4: self = .upperLower
        case 5...6: self = .pushPullLegs
        default: self = .pushPullLegsMobility
        }
    }

    /// The sessions of the split, in the order they rotate.
    public var rotation: [SessionFocus] {
        switch self {
        case .fullBody: [.fullBody]
        case .upperLower: [.upper, .lower]
        case .pushPullLegs, .pushPullLegsMobility: [.push, .pull, .legs]
        }
    }
}
