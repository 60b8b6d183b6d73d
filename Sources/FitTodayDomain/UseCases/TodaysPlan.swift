/// The one rule for a day's plan, used by `fittoday build`, the site, `images prefetch` and `plan generate`.
///
/// With a check-in that gives a focus, the plan is composed from it (a rest day has none). Without one, or with a
/// check-in that only says how the person is (no focus), a person who follows a plan of their own (the active plan)
/// gets that plan; everyone else gets the session the week calls for (the composer's ``WeekPlanner``: full body at
/// up to three days a week). A plan already generated for the day is the day's plan: what the morning build
/// composed is what the gym sees. A very low readiness with soreness of 8 or more (`recovery`) gives the recovery
/// session instead of a program's day or one's own plan (`docs/readiness.md`).
public struct TodaysPlan {
    /// What a day gets.
    public enum Result: Equatable, Sendable {
        /// The check-in says rest: no plan.
        case restDay(CheckIn)
        /// The day's plan, with the check-in it answers (nil: none was recorded) and whether it already existed.
        case plan(Plan, checkIn: CheckIn?, reused: Bool)
        /// Nothing to show yet: not composed here (no composer, no profile) or nothing in the library fits.
        case noPlan(checkIn: CheckIn?)

        /// The plan, if the day has one.
        public var plan: Plan? {
            if case .plan(let plan, _, _) = self { return plan }
            return nil
        }
    }

    /// Composes and stores a plan for a check-in (`fresh`: ignore the 24-hour reuse); nil when it cannot be
    /// composed here (no profile yet).
    public typealias Compose = (_ checkIn: CheckIn, _ fresh: Bool) async throws(FitTodayError) -> ComposeTodaysPlan.Outcome?

    /// The program's next day as a stored plan for a date, nil when no program is followed
    /// (``FollowProgram/dayPlan(on:now:store:)``).
    public typealias ProgramDay = (_ day: LocalDate) throws(FitTodayError) -> Plan?

    private let reader: any TodaysPlanReader
    private let compose: Compose?
    private let programDay: ProgramDay?
    private let recovery: Bool

    /// Without `compose`, the day's plan is only read: what exists is shown, nothing is written. With
    /// `programDay`, a person who follows a program gets its next day (a rest check-in still rests). `recovery`:
    /// readiness calls for the recovery session today (``ReadinessAssessment/callsForRecovery``).
    public init(reader: any TodaysPlanReader, compose: Compose? = nil, programDay: ProgramDay? = nil, recovery: Bool = false) {
        self.reader = reader
        self.compose = compose
        self.programDay = programDay
        self.recovery = recovery
    }

    /// The check-in a composition starts from: the recorded one, else a full-body one, whose focus the week may change
    /// (``CompositionRequest/focusChosen``).
    public static func checkIn(recorded: CheckIn?, on day: LocalDate) -> CheckIn {
        recorded ?? CheckIn(date: day, focus: .fullBody)
    }

    /// What is asked of the day: the plan it shows (the build, the site, `images prefetch`), or a plan composed for it
    /// (`plan generate`; `fresh`: ignoring the 24-hour reuse).
    public enum Question: Equatable, Sendable {
        case shown
        case generated(fresh: Bool)

        var fresh: Bool { if case .generated(true) = self { true } else { false } }
    }

    /// The one ordering of the rule above, for either question. A rest check-in rests; the recovery session when
    /// readiness calls for it; a program's next day; the plan already generated for the day (shown only: asked to
    /// compose, the composer's own 24-hour reuse decides); one's own active plan when the check-in gives no focus
    /// (asked to compose, only with a check-in: without one, a full-body session is composed); else a composed plan.
    public func answer(_ question: Question, on day: LocalDate) async throws(FitTodayError) -> Result {
        let recorded = try reader.checkIn(on: day)
        if let recorded, recorded.givenFocus == .rest { return .restDay(recorded) }
        if recovery, compose != nil { return try await composed(on: day, recorded: recorded, fresh: question.fresh) }
        if let plan = try programDay?(day) { return .plan(plan, checkIn: recorded, reused: false) }
        if question == .shown, let generated = try reader.generatedPlan(for: day) { return .plan(generated, checkIn: recorded, reused: true) }
        if recorded?.givenFocus == nil, recorded != nil || question == .shown, let active = try reader.activePlan() {
            return .plan(active, checkIn: recorded, reused: true)
        }
        return try await composed(on: day, recorded: recorded, fresh: question.fresh)
    }

    /// ``answer(_:on:)`` of ``Question/shown``: the rule above, composing the plan when it is missing and a composer
    /// was given.
    public func shown(on day: LocalDate) async throws(FitTodayError) -> Result {
        try await answer(.shown, on: day)
    }

    /// ``answer(_:on:)`` of ``Question/generated(fresh:)``: `plan generate`.
    public func generated(on day: LocalDate, fresh: Bool) async throws(FitTodayError) -> Result {
        try await answer(.generated(fresh: fresh), on: day)
    }

    private func composed(on day: LocalDate, recorded: CheckIn?, fresh: Bool) async throws(FitTodayError) -> Result {
        guard let compose else { return .noPlan(checkIn: recorded) }
        let checkIn = Self.checkIn(recorded: recorded, on: day)
        switch try await compose(checkIn, fresh) {
        case nil: return .noPlan(checkIn: recorded)
        case .restDay?: return .restDay(checkIn)
        case let .plan(plan, reused)?: return .plan(plan, checkIn: recorded, reused: reused)
        }
    }
}
