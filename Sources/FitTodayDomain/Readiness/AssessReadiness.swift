/// Reads a date's readiness from the stored check-ins: the one place `checkin`, `plan generate`, `plan show`,
/// `build` and the pages get it from.
public struct AssessReadiness: Sendable {
    private let checkIns: any CheckInRepository

    public init(checkIns: any CheckInRepository) {
        self.checkIns = checkIns
    }

    public func callAsFunction(on date: LocalDate) throws(FitTodayError) -> ReadinessAssessment {
        let earlier = try checkIns.checkIns(from: date.adding(days: -ReadinessBaseline.windowDays), through: date.adding(days: -1))
        return ReadinessAssessment(date: date, checkIn: try checkIns.checkIn(on: date), earlier: earlier)
    }

    /// Each of the last `count` check-ins up to `date` that answered the four questions (newest last) with its
    /// reading, for the deload rule: a check-in that only gave a focus says nothing about readiness.
    public func recent(_ count: Int, through date: LocalDate) throws(FitTodayError) -> [ReadinessAssessment] {
        // A year back, and 28 days of baseline before the oldest of them; check-ins are at most one a day.
        let all = try checkIns.checkIns(from: date.adding(days: -(ReadinessBaseline.windowDays + 366)), through: date)
        return Self.readings(of: Array(all.filter { $0.score != nil }.suffix(count)), among: all)
    }

    /// The reading of each check-in of `chosen`, each against the check-ins of `all` before it.
    public static func readings(of chosen: [CheckIn], among all: [CheckIn]) -> [ReadinessAssessment] {
        chosen.map { checkIn in
            let from = checkIn.date.adding(days: -ReadinessBaseline.windowDays)
            return ReadinessAssessment(date: checkIn.date, checkIn: checkIn, earlier: all.filter { $0.date >= from && $0.date < checkIn.date })
        }
    }
}
