/// How today's wellness score stands against the person's usual (`docs/readiness.md`).
public enum ReadinessBand: String, SlugValue, Comparable, Codable {
    case veryLow = "very_low"
    case low
    case normal
    case high

    public static let optionName = "band"

    /// Low or very low: the days the plan is adjusted.
    public var isLow: Bool { self == .veryLow || self == .low }

    /// The band of z = (score − mean) / deviation: very low at z ≤ −2, low at z ≤ −1, high at z ≥ +1.
    public init(z: Double) {
        // A hair of tolerance so that a score exactly one deviation away is in the band, whatever the rounding.
        let epsilon = 1e-9
        if z <= -2 + epsilon {
            self = .veryLow
        } else if z <= -1 + epsilon {
            self = .low
        } else if z >= 1 - epsilon {
            self = .high
        } else {
            self = .normal
        }
    }

    /// Without a baseline (fewer than 7 earlier check-ins): 8 or less is very low, 11 or less is low.
    public init(fixedScore score: Int) {
        if score <= 8 {
            self = .veryLow
        } else if score <= 11 {
            self = .low
        } else {
            self = .normal
        }
    }

    /// "prontidão baixa", "low readiness".
    public func label(_ locale: AppLocale) -> String {
        let words = locale.words.domain.readiness
        switch self {
        case .veryLow: return words.bandVeryLow
        case .low: return words.bandLow
        case .normal: return words.bandNormal
        case .high: return words.bandHigh
        }
    }

    public static func < (lhs: ReadinessBand, rhs: ReadinessBand) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
