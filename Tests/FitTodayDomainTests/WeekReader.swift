import FitTodayDomain

/// A reader with no history and the check-ins given.
struct WeekReader: TodaysPlanReader {
    var checkIns: [LocalDate: CheckIn] = [:]
    func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? { checkIns[date] }
    func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan? { nil }
    func activePlan() throws(FitTodayError) -> Plan? { nil }
    func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] { [] }
}
