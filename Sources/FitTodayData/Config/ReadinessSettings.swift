/// `[readiness]`: whether the day adapts to the check-in, and what a published site shows of it.
public struct ReadinessSettings: Equatable, Sendable {
    /// False: readiness never changes a plan (the cron job included); the check-ins are still recorded.
    public var adjust = true
    /// With `[site] base_url` set, the pages show the band and the chart but not the single answers about sleep,
    /// stress and mood, unless this is true.
    public var publishAnswers = false

    public init() {}
}
