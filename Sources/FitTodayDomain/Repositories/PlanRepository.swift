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
    /// Deletes a plan and its exercises; sessions that used it keep their title and lose the link.
    func deletePlan(id: Int64) throws(FitTodayError)
}
