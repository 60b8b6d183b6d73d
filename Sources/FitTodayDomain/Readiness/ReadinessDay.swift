/// A day's plan as it is shown after readiness and a deload had their say: the plan and its loads, each
/// exercise's changes with their reasons, what was left out, and the reading itself.
public struct ReadinessDay: Equatable, Sendable {
    /// An exercise left out today, with why.
    public struct Removed: Equatable, Sendable {
        public var exercise: PlanExercise
        public var adjustment: ReadinessAdjustment

        public init(exercise: PlanExercise, adjustment: ReadinessAdjustment) {
            self.exercise = exercise
            self.adjustment = adjustment
        }
    }

    public var plan: Plan
    /// One per exercise of ``plan``, in its order.
    public var loads: [LoadPrescription]
    /// One list per exercise of ``plan``; empty when it is as planned.
    public var adjustments: [[ReadinessAdjustment]]
    public var removed: [Removed]
    /// Nil when readiness was not read (`--as-planned`, `[readiness] adjust = false`).
    public var readiness: ReadinessAssessment?
    public var deloadSuggested: Bool
    /// The deload covering the day, if the person started one.
    public var deload: DeloadPeriod?

    public init(
        plan: Plan, loads: [LoadPrescription], adjustments: [[ReadinessAdjustment]]? = nil, removed: [Removed] = [],
        readiness: ReadinessAssessment? = nil, deloadSuggested: Bool = false, deload: DeloadPeriod? = nil
    ) {
        self.plan = plan
        self.loads = loads
        self.adjustments = adjustments ?? Array(repeating: [], count: plan.exercises.count)
        self.removed = removed
        self.readiness = readiness
        self.deloadSuggested = deloadSuggested
        self.deload = deload
    }

    /// Whether anything was changed: a session logged against such a day never counts as a failed progression test.
    public var isAdjusted: Bool { !removed.isEmpty || adjustments.contains { !$0.isEmpty } }
}
