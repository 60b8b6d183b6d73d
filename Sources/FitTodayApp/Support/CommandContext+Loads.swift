import FitTodayData
import FitTodayDomain

extension CommandContext {
    /// What the history says about each exercise's load in `plan` on `date`: the same rule for `plan show`,
    /// `plan generate` and today's page. A program day's loads come from `program` (read here when not given).
    func loadPrescriptions(
        for plan: Plan, on date: LocalDate, store: SQLiteStore, program: FollowedProgram? = nil
    ) throws(FitTodayError) -> [LoadPrescription] {
        let ids = plan.exercises.map(\.exerciseID)
        var exercises: [String: Exercise] = [:]
        for id in ids where exercises[id] == nil { exercises[id] = try store.exercise(id: id) }
        let soreness = try store.checkIn(on: date)?.soreness ?? 0
        if plan.source == .program {
            var followed = program
            if followed == nil { followed = FollowedProgram(follow: try followProgram(store: store), standing: nil) }
            if let loads = try followed?.prescriptions(for: plan, on: date, soreness: soreness) { return loads }
        }
        return try PrescribeLoads(performances: store, settings: configuration.loads, locale: locale)(
            plan, on: date, exercises: exercises, soreness: soreness)
    }
}
