/// Stores daily check-ins, one per date.
public protocol CheckInRepository: Sendable {
    func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn?
    /// Replaces the check-in of the same date, if any.
    func saveCheckIn(_ checkIn: CheckIn) throws(FitTodayError)
    /// The check-ins between two dates, inclusive, oldest first.
    func checkIns(from start: LocalDate, through end: LocalDate) throws(FitTodayError) -> [CheckIn]
}
