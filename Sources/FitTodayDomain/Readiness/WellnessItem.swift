/// One question of the wellness check-in (McLean 2010; Hooper 1995), answered 1 to 5 where 5 is the good end.
public enum WellnessItem: String, SlugValue {
    case sleep
    case fatigue
    case stress
    case mood

    public static let optionName = "--sleep"

    /// Its name in a reason ("sono", "sleep").
    public func label(_ locale: AppLocale) -> String {
        let words = locale.words.domain.readiness
        switch self {
        case .sleep: return words.sleep
        case .fatigue: return words.fatigue
        case .stress: return words.stress
        case .mood: return words.mood
        }
    }
}
