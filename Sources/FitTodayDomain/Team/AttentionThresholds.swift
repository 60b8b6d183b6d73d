/// When an athlete needs the coach's attention (`[attention]` in `team.toml`, `docs/team.md`): the defaults are a
/// strength coach's usual ones.
public struct AttentionThresholds: Equatable, Sendable, Codable {
    /// More days than this without a completed session.
    public var daysWithoutSession = 7
    /// Compliance over 30 days under this share (0.7: 70%).
    public var minimumCompliance = 0.7
    /// Compliance over 30 days down by this many points or more against the 30 days before.
    public var complianceDropPoints = 20
    /// A low or very low readiness band on this many of the last ``readinessWindow`` check-ins.
    public var lowReadinessCount = 3
    public var readinessWindow = 5
    /// A program lift failed on this many attempts in a row.
    public var failedAttempts = 2

    public init() {}

    enum CodingKeys: String, CodingKey {
        case daysWithoutSession = "days_without_session", minimumCompliance = "minimum_compliance",
             complianceDropPoints = "compliance_drop_points", lowReadinessCount = "low_readiness_count",
             readinessWindow = "readiness_window", failedAttempts = "failed_attempts"
    }
}
