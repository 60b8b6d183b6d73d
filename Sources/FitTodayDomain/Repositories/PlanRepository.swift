/// Plans and their exercises.
public protocol PlanRepository: Sendable {
    /// Validates and stores a new plan with its exercises, creating the given custom exercises first,
    /// all in one transaction. Activating it deactivates the others.
    func createPlan(_ plan: Plan, newExercises: [Exercise]) throws(FitTodayError) -> Plan
    func plan(id: Int64) throws(FitTodayError) -> Plan?
    /// Stores a composed plan for its date, replacing in the same transaction the plans composed locally
    /// for that date that no session used and that are not active: one composed plan per date.
    func storeComposedPlan(_ plan: Plan) throws(FitTodayError) -> Plan
    /// The plans a person sees on `date`, newest first: made by hand, active, used by a session, or the
    /// plan for `date`. Composed plans of other days that were never used are left out.
    func plans(listedOn date: LocalDate) throws(FitTodayError) -> [PlanSummary]
    func activePlan() throws(FitTodayError) -> Plan?
    /// Appends an exercise to a plan, creating the given custom exercises first, in one transaction.
    func appendExercise(_ exercise: PlanExercise, toPlan id: Int64, newExercises: [Exercise]) throws(FitTodayError) -> Plan
    /// Makes this plan the only active one.
    func activatePlan(id: Int64) throws(FitTodayError)
    /// The newest plan composed from `compositionKey` at or after `moment`, if any.
    func plan(compositionKey: String, createdSince moment: LocalDateTime) throws(FitTodayError) -> Plan?
    /// The newest generated plan for `date`, if any.
    func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan?
    /// How many plans from `source` were created at or after `moment`.
    func planCount(source: PlanSource, createdSince moment: LocalDateTime) throws(FitTodayError) -> Int
    /// Deletes a plan and its exercises; sessions that used it keep their title and lose the link.
    func deletePlan(id: Int64) throws(FitTodayError)
}
