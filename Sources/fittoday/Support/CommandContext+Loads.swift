import FitTodayData
import FitTodayDomain

extension CommandContext {
    /// What the history says about each exercise's load in `plan` on `date`: the same rule for `plan show`,
    /// `plan generate` and today's page.
    func loadPrescriptions(for plan: Plan, on date: LocalDate, store: SQLiteStore) throws(FitTodayError) -> [LoadPrescription] {
        let ids = plan.exercises.map(\.exerciseID)
        var exercises: [String: Exercise] = [:]
        for id in ids where exercises[id] == nil { exercises[id] = try store.exercise(id: id) }
        let history = try store.recentPerformances(of: ids, before: date, limit: 2)
        let soreness = try store.checkIn(on: date)?.soreness ?? 0
        let prescriber = LoadPrescriber(settings: configuration.loads, locale: locale)
        return prescriber.prescriptions(for: plan, exercises: exercises, history: history, soreness: soreness)
    }
}
