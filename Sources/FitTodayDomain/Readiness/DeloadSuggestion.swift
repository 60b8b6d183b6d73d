/// When a lighter week is due: 5 of the last 7 check-ins low or very low. It is only ever suggested; the person
/// starts it with `fittoday deload start`.
public enum DeloadSuggestion {
    /// The check-ins read.
    public static let window = 7
    /// How many of them must be low or very low.
    public static let lowNeeded = 5

    /// Whether `recent` (the last check-ins with their readings, up to the day) call for a deload, unless one is
    /// already on.
    public static func isDue(_ recent: [ReadinessAssessment], deloadActive: Bool) -> Bool {
        guard !deloadActive else { return false }
        return recent.suffix(window).filter(\.isLow).count >= lowNeeded
    }
}
