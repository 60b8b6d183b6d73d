/// What a curated block is good for: a day's focus, or mobility for recovery.
public enum BlockFocus: String, SlugValue {
    case upper
    case lower
    case fullBody = "full-body"
    case cardio
    case core
    case mobility

    public static let optionName = "focus"

    /// The block focus that serves a day's focus; nil for a rest day.
    public init?(_ focus: Focus) {
        // The same words name the same focus; there is no rest session.
        self.init(rawValue: focus.rawValue)
    }
}
