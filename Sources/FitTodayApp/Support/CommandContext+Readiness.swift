import FitTodayData
import FitTodayDomain

/// Readiness for the commands that show a day's plan: the one rule (``ReadinessAdjuster``) applied where a decided
/// plan is turned into what `plan generate`, `plan show --date`, `build` (today's page) and `log` see.
extension CommandContext {
    /// The day's reading, nil when readiness is off (`[readiness] adjust = false`) or ignored for this run
    /// (`--as-planned`).
    func readiness(on day: LocalDate, store: SQLiteStore, asPlanned: Bool) throws(FitTodayError) -> ReadinessAssessment? {
        guard configuration.readiness.adjust, !asPlanned else { return nil }
        return try AssessReadiness(checkIns: store)(on: day)
    }

    /// Whether a lighter week is due on `day` (5 of the last 7 check-ins low or very low) and none is running.
    func deloadSuggested(on day: LocalDate, store: SQLiteStore) throws(FitTodayError) -> Bool {
        guard configuration.readiness.adjust else { return false }
        let recent = try AssessReadiness(checkIns: store).recent(DeloadSuggestion.window, through: day)
        return DeloadSuggestion.isDue(recent, deloadActive: try store.deload(covering: day) != nil)
    }

    /// `plan` with its loads as shown on `day`: readiness (unless `reading` is nil) and a deload the person started,
    /// each change with its reason. A program day's loads come from `program` (read here when not given).
    func readinessDay(
        for plan: Plan, on day: LocalDate, store: SQLiteStore, program: FollowedProgram?, reading: ReadinessAssessment?
    ) throws(FitTodayError) -> ReadinessDay {
        let deload = try store.deload(covering: day)
        let suggested = try deloadSuggested(on: day, store: store)
        var planned = plan
        var loads = try loadPrescriptions(for: plan, on: day, store: store, program: program)
        var held: [LoadPrescription]?
        var deloadWeekGiven = false
        var exercises: [String: Exercise] = [:]
        for id in plan.exercises.map(\.exerciseID) where exercises[id] == nil { exercises[id] = try store.exercise(id: id) }
        var accessories = ReadinessAdjuster.accessories(of: plan, exercises: exercises)
        var soreness = reading?.soreness ?? 0
        if reading == nil { soreness = try store.checkIn(on: day)?.soreness ?? 0 }
        if plan.source == .program {
            var followed = program
            if followed == nil { followed = FollowedProgram(follow: try followProgram(store: store), standing: nil) }
            // The day in this command's words, whatever language it was planned in.
            planned = plan.worded(locale, program: followed?.follow.program(of: plan))
            if let followed, let link = plan.program, let followedProgram = followed.follow.program(of: plan) {
                accessories = followed.follow.accessories(of: plan)
                if deload != nil, FollowProgram.deloadWeek(of: followedProgram, for: followedProgram.position(ofDay: link.position.dayIndex)) != nil,
                   let week = try followed.follow.prescriptions(for: plan, on: day, soreness: soreness, known: followed.standing, deloadWeek: true) {
                    loads = week
                    deloadWeekGiven = true
                    planned.exercises = Self.exercises(of: plan, as: week)
                }
                if reading?.isLow == true {
                    held = try followed.follow.prescriptions(
                        for: plan, on: day, soreness: soreness, known: followed.standing, hold: true, deloadWeek: deloadWeekGiven)
                }
            }
        }
        return ReadinessAdjuster(settings: configuration.loads, locale: locale)(.init(
            plan: planned, loads: loads, heldLoads: held, accessories: accessories, exercises: exercises, readiness: reading,
            deload: deload, deloadWeekGiven: deloadWeekGiven, deloadSuggested: suggested, soreness: soreness
        ))
    }

    /// Whether `plan` was shown changed on `day` (readiness as the config says, or a deload): a session logged
    /// against it then never counts as a failed progression test. `asPlanned`: the day was trained as planned
    /// despite readiness (`log --as-planned`), so only a deload the person started can have changed it.
    func shownAdjusted(_ plan: Plan, on day: LocalDate, store: SQLiteStore, asPlanned: Bool = false) throws(FitTodayError) -> Bool {
        let reading = try readiness(on: day, store: store, asPlanned: asPlanned)
        let deload = try store.deload(covering: day)
        guard reading?.isLow == true || deload != nil else { return false }
        return try readinessDay(for: plan, on: day, store: store, program: nil, reading: reading).isAdjusted
    }

    /// A program day's entries as another week of the program gives them (the deload week): its sets counted again.
    private static func exercises(of plan: Plan, as loads: [LoadPrescription]) -> [PlanExercise] {
        zip(plan.exercises, loads).map { item, load in
            var item = item
            ProgramRowSets(load.sets).count(into: &item)
            return item
        } + plan.exercises.dropFirst(loads.count)
    }
}
