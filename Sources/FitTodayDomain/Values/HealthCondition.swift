/// Health conditions that rule out exercises tagged as stressful for them.
public enum HealthCondition: String, SlugValue {
    case knee
    case lowerBack = "lower-back"
    case shoulder
    case wrist
    case hypertension

    public static let optionName = "--condition"

    /// Exercise tags that this condition excludes.
    public var excludedTags: Set<String> {
        switch self {
        case .knee: ["stress-knee", "high-impact"]
        case .lowerBack: ["stress-lower-back"]
        case .shoulder: ["stress-shoulder"]
        case .wrist: ["stress-wrist"]
        case .hypertension: ["high-impact", "high-intensity"]
        }
    }
}
