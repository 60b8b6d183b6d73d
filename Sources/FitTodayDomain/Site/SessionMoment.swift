/// Where a session stands in the history's order: when it was completed, then its id (the order of logging).
///
/// Progress and "records at the time" follow this order; a session can be added on top of what was computed
/// from the sessions before it only when it comes after all of them.
public struct SessionMoment: Hashable, Comparable, Sendable {
    public var completedAt: LocalDateTime
    public var sessionID: Int64

    public init(completedAt: LocalDateTime, sessionID: Int64) {
        self.completedAt = completedAt
        self.sessionID = sessionID
    }

    public static func < (lhs: SessionMoment, rhs: SessionMoment) -> Bool {
        (lhs.completedAt, lhs.sessionID) < (rhs.completedAt, rhs.sessionID)
    }
}
