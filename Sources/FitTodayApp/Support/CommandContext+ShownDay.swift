import FitTodayData
import FitTodayDomain

extension CommandContext {
    /// The one rule for the day shown (``ShowTheDay``) over `store`, with this command's settings and language.
    /// - Parameter program: the program followed, folded once by the caller (nil: none, or not read yet; the
    ///   programs are then read only if a program's day is shown).
    func showTheDay(store: SQLiteStore, program: FollowedProgram?) -> ShowTheDay {
        let context = self
        return ShowTheDay(
            store: store.shownDay, program: program, programs: { () throws(FitTodayError) -> FollowProgram in try context.followProgram(store: store) },
            settings: configuration.loads, locale: locale, readinessAdjusts: configuration.readiness.adjust
        )
    }

    /// What each exercise of the day `shown` may be swapped for (issue 52), as `plan generate` lists them and today's
    /// page shows them: the library's rule for the person and the day's check-in, or a program day's own list.
    func alternatives(of shown: ReadinessDay, on day: LocalDate, profile: Profile, store: SQLiteStore, program: FollowedProgram?)
        throws(FitTodayError) -> [PlannedAlternatives] {
        let plan = shown.plan
        return try TodaysAlternatives(library: try store.exercises.exercises(), performances: store.performance, settings: configuration.loads, locale: locale)(
            shown, on: day, profile: profile, checkIn: try store.checkIns.checkIn(on: day),
            program: plan.source == .program ? program?.follow.program(of: plan) : nil)
    }
}
