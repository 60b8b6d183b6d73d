/// A whole session's effort on the CR-10 scale (Foster 2001): the session's load is effort × minutes.
public enum SessionEffort {
    public static let range = 1...10

    /// The intensity a session's RPE gives when none was typed: 4 or less is low, 5 to 7 moderate, 8 or more high.
    public static func intensity(rpe: Int) -> Intensity {
        switch rpe {
        case ...4: .low
        case 5...7: .moderate
        default: .high
        }
    }

    /// Session load in arbitrary units: RPE × minutes; nil without both.
    public static func load(rpe: Int?, minutes: Int?) -> Int? {
        guard let rpe, let minutes else { return nil }
        return rpe * minutes
    }
}
