/// Why an exercise has no alternative to offer, for the callers to word (``AlternativesOffer/gap``).
public enum AlternativesGap: String, Sendable, Equatable {
    /// The library holds none that fits the rule (or, for a program's lift, none of the ones it allows).
    case noneFits = "none-fits"
    /// An exercise of one's own or an imported one, with no movement pattern to match.
    case ownExercise = "own-exercise"

    /// The sentence the terminal and the pages show in place of the alternatives.
    public func sentence(_ locale: AppLocale) -> String {
        switch self {
        case .noneFits: locale.words.domain.alternatives.noneFits
        case .ownExercise: locale.words.domain.alternatives.ownExercise
        }
    }
}
