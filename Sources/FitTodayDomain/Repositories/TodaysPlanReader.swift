/// What deciding a day's plan reads: its check-in, the plan generated for it, the active plan and the last days'
/// training the composer plans the week around.
///
/// The SQLite store gives it both as a repository and as the site's data source.
public protocol TodaysPlanReader: Sendable {
    func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn?
    /// The newest generated plan for `date`, if any.
    func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan?
    func activePlan() throws(FitTodayError) -> Plan?
    /// The `days` days before `date`, oldest first: each day's working sets per exercise of its completed sessions,
    /// or, on a day with none, of the newest plan composed for it or given by a program (assumed done). Days with
    /// neither are left out.
    func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay]
}
