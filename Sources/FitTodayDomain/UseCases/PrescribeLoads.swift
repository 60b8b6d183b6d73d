/// Today's load of each exercise of a plan, from the person's history: the one function behind `plan show`,
/// `plan generate` and today's page, so the terminal and the site always give the same numbers.
public struct PrescribeLoads: Sendable {
    /// How many recent sessions per exercise the stall rule looks at (the last one and the one before it).
    public static let sessionsRead = 2

    private let performances: any ExercisePerformanceRepository
    private let prescriber: LoadPrescriber

    public init(performances: any ExercisePerformanceRepository, settings: LoadSettings, locale: AppLocale) {
        self.performances = performances
        prescriber = LoadPrescriber(settings: settings, locale: locale)
    }

    /// One prescription per exercise of `plan`, in its order, from the sessions before `date`.
    /// - Parameters:
    ///   - exercises: the library entries of the plan's exercises, by id (missing ones get no implement rule).
    ///   - soreness: the day's check-in soreness (0 without a check-in).
    public func callAsFunction(
        _ plan: Plan, on date: LocalDate, exercises: [String: Exercise], soreness: Int
    ) throws(FitTodayError) -> [LoadPrescription] {
        let history = try performances.recentPerformances(of: plan.exercises.map(\.exerciseID), before: date, limit: Self.sessionsRead)
        return prescriber.prescriptions(for: plan, exercises: exercises, history: history, soreness: soreness)
    }
}
