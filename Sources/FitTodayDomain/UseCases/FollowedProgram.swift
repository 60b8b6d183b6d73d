/// The program a person follows, read once: the use case and where they stand, so that today's plan, its loads and
/// the program pages fold the history once between them.
public struct FollowedProgram: Sendable {
    public let follow: FollowProgram
    public let standing: FollowProgram.Standing?

    public init(follow: FollowProgram, standing: FollowProgram.Standing?) {
        self.follow = follow
        self.standing = standing
    }

    /// What ``TodaysPlan`` asks for: the program's next day, stored for `day` when missing.
    public func programDay(now: LocalDateTime) -> TodaysPlan.ProgramDay {
        { (day: LocalDate) throws(FitTodayError) -> Plan? in try follow.dayPlan(on: day, now: now, store: true, known: standing) }
    }

    /// The next day's plan for `day` if it is stored, without storing one.
    public func storedDayPlan(on day: LocalDate, now: LocalDateTime) throws(FitTodayError) -> Plan? {
        try follow.dayPlan(on: day, now: now, store: false, known: standing)
    }

    /// A program day's loads; nil for any other plan.
    public func prescriptions(for plan: Plan, on day: LocalDate, soreness: Int) throws(FitTodayError) -> [LoadPrescription]? {
        try follow.prescriptions(for: plan, on: day, soreness: soreness, known: standing)
    }

    public func overviews() throws(FitTodayError) -> [ProgramOverview] {
        try follow.overviews(known: standing)
    }
}
