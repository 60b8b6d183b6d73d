/// A day as every place shows it (the terminal, today's page, the team sheet): the plan decided for it (a program
/// day, one's own plan, a composed day, or rest), that plan with every exercise's prescription after readiness and a
/// deload had their say (each number with its reason), and the reading itself.
public struct ShownDay: Equatable, Sendable {
    /// The plan decided for the day, before readiness (rest, a plan, or none yet).
    public var decided: TodaysPlan.Result
    /// The plan as shown: loads, plates, warm-ups, readiness's changes and a deload, each with its reason. Nil when
    /// the day has no plan (rest, or nothing to show yet).
    public var shown: ReadinessDay?
    /// The day's reading; nil when readiness is off (`[readiness] adjust = false`) or ignored (`--as-planned`).
    public var reading: ReadinessAssessment?

    public init(decided: TodaysPlan.Result, shown: ReadinessDay? = nil, reading: ReadinessAssessment? = nil) {
        self.decided = decided
        self.shown = shown
        self.reading = reading
    }

    /// Nothing decided: no plan to show.
    public static let nothing = ShownDay(decided: .noPlan(checkIn: nil))

    /// The check-in the day's plan answers, if one was recorded.
    public var checkIn: CheckIn? {
        switch decided {
        case let .restDay(checkIn): return checkIn
        case let .plan(_, checkIn, _): return checkIn
        case let .noPlan(checkIn): return checkIn
        }
    }

    /// The plan as shown (readiness applied), or as decided when nothing was applied; nil without a plan.
    public var plan: Plan? { shown?.plan ?? decided.plan }

    /// One prescription per exercise of ``plan``; empty without a plan.
    public var loads: [LoadPrescription] { shown?.loads ?? [] }
}
