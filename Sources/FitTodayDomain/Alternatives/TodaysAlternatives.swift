/// Today's alternatives, under each exercise of the day as shown (issue 52): the rule (``ExerciseAlternatives``) for
/// the person and the day, each alternative with its load (``PrescribeAlternativeLoads``). `plan generate` asks here;
/// the sheet and `plan swap` are meant to as well.
public struct TodaysAlternatives: Sendable {
    private let rule: ExerciseAlternatives
    private let loads: PrescribeAlternativeLoads

    /// - Parameter library: every exercise of the library (with their implements), where alternatives come from.
    public init(library: [Exercise], performances: any ExercisePerformanceRepository, settings: LoadSettings, locale: AppLocale) {
        rule = ExerciseAlternatives(library: library)
        loads = PrescribeAlternativeLoads(performances: performances, settings: settings, locale: locale)
    }

    /// One entry per exercise of `day.plan`, in its order.
    /// - Parameters:
    ///   - checkIn: the day's check-in: its sore region rules exercises out, its soreness keeps loads.
    ///   - program: the program of a program day, whose lifts may name the alternatives they allow.
    public func callAsFunction(_ day: ReadinessDay, on date: LocalDate, profile: Profile, checkIn: CheckIn?, program: Program?)
        throws(FitTodayError) -> [PlannedAlternatives] {
        let eligibility = ExerciseEligibility(profile: profile, soreRegion: checkIn?.soreRegion)
        let byID = Dictionary(rule.library.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [PlannedAlternatives] = []
        for (position, item) in day.plan.exercises.enumerated() {
            let planned = byID[item.exerciseID]
            let allowed = program?.lifts.first { $0.exerciseID == item.exerciseID && !$0.alternatives.isEmpty }?.alternatives.map(\.exerciseID)
            let offer = rule.offer(for: planned, in: day.plan, eligibility: eligibility, allowed: allowed)
            let plannedLoad = position < day.loads.count ? day.loads[position] : LoadPrescription()
            let offered = try loads(offer.exercises, for: item, planned: planned, plannedLoad: plannedLoad, on: date, soreness: checkIn?.soreness ?? 0)
            result.append(PlannedAlternatives(alternatives: offered, gap: offer.gap))
        }
        return result
    }
}
