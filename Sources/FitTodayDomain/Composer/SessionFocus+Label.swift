extension SessionFocus {
    /// The session's name: a check-in focus's label, or the split's own days (push, pull, legs, mobility).
    public func label(_ locale: AppLocale) -> String {
        let words = locale.words.domain.composer
        switch self {
        case .upper, .lower, .fullBody, .core, .cardio: return checkInFocus.label(locale)
        case .push: return words.push
        case .pull: return words.pull
        case .legs: return words.legs
        case .mobility: return words.mobility
        }
    }
}
