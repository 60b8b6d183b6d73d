import FitTodayDomain

/// A reader with no check-ins and no history: the week ahead as the frequency alone plans it.
struct EmptyWeekReader: TodaysPlanReader {
    func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? { nil }
    func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan? { nil }
    func activePlan() throws(FitTodayError) -> Plan? { nil }
    func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] { [] }
}
