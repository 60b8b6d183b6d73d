/// Why a plan meant for the AI composer was composed locally.
public enum FallbackReason: String, SlugValue {
    case missingKey = "missing-key"
    case network
    case timeout
    case httpError = "http-error"
    case rateLimited = "rate-limited"
    case malformedAnswer = "malformed-answer"
    case invalidAnswer = "invalid-answer"
    /// A free account already had its AI plans this week.
    case weeklyLimit = "weekly-limit"

    public static let optionName = "fallback_reason"
}
