/// What deciding a day's plan reads: its check-in, the plan generated for it and the active plan.
///
/// The SQLite store gives it both as a repository and as the site's data source.
public protocol TodaysPlanReader: Sendable {
    func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn?
    /// The newest generated plan for `date`, if any.
    func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan?
    func activePlan() throws(FitTodayError) -> Plan?
}
