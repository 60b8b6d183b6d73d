/// Plans and their exercises.
public protocol PlanRepository: Sendable {
    /// Validates and stores a new plan with its exercises, creating the given custom exercises first,
    /// all in one transaction. Activating it deactivates the others.
    func createPlan(_ plan: Plan, newExercises: [Exercise]) throws(FitTodayError) -> Plan
    func plan(id: Int64) throws(FitTodayError) -> Plan?
    /// Every plan, newest first.
    func plans() throws(FitTodayError) -> [PlanSummary]
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
