/// Why an athlete is on the coach's "needs attention" list, with the reason in words (`docs/team.md`).
public struct AttentionFlag: Equatable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// No completed session for more than the threshold's days.
        case noRecentSession = "no_recent_session"
        /// Compliance over 30 days under the threshold.
        case lowCompliance = "low_compliance"
        /// Compliance over 30 days down by the threshold's points against the 30 days before.
        case complianceDrop = "compliance_drop"
        /// Low or very low readiness on most of the last check-ins.
        case lowReadiness = "low_readiness"
        /// A program lift failed on its last attempts.
        case liftFailing = "lift_failing"
        /// A program lift was reset: a GZCLP stage change or reset, a training max cut.
        case liftReset = "lift_reset"
        /// A lighter week is due and none was started.
        case deloadSuggested = "deload_suggested"
    }

    public var kind: Kind
    /// The reason, a sentence in the team's language.
    public var reason: String

    public init(kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }
}
