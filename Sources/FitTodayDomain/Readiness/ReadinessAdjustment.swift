/// One change readiness or a deload made to an exercise today, with its reason: both said on the sheet, the
/// terminal and in JSON (`{"what", "why"}`).
public struct ReadinessAdjustment: Equatable, Sendable {
    public var what: String
    public var why: String

    public init(what: String, why: String) {
        self.what = what
        self.why = why
    }
}
