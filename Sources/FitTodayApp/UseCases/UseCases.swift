import FitTodayData
import FitTodayDomain

/// The Domain's use cases as the commands use them, each made from a store and the command's settings and language
/// (`context.useCases`): the one place the command line builds a use case, so that ``CommandContext`` only wires the
/// configuration, the locale, the console and the stores.
struct UseCases {
    let context: CommandContext

    /// The one rule for the day shown (``ShowTheDay``) over `store`, with this command's settings and language.
    /// - Parameter program: the program followed, folded once by the caller (nil: none, or not read yet; the
    ///   programs are then read only if a program's day is shown).
    func showTheDay(store: SQLiteStore, program: FollowedProgram?) -> ShowTheDay {
        let useCases = self, configuration = context.configuration
        return ShowTheDay(
            store: store.shownDay, program: program, programs: { () throws(FitTodayError) -> FollowProgram in try useCases.followProgram(store: store) },
            settings: configuration.loads, locale: context.locale, readinessAdjusts: configuration.readiness.adjust
        )
    }

    /// What each exercise of the day `shown` may be swapped for (issue 52), as `plan generate` lists them and today's
    /// page shows them: the library's rule for the person and the day's check-in, or a program day's own list.
    func alternatives(of shown: ReadinessDay, on day: LocalDate, profile: Profile, store: SQLiteStore, program: FollowedProgram?)
        throws(FitTodayError) -> [PlannedAlternatives] {
        let plan = shown.plan
        return try TodaysAlternatives(library: try store.exercises.exercises(), performances: store.performance,
                                      settings: context.configuration.loads, locale: context.locale)(
            shown, on: day, profile: profile, checkIn: try store.checkIns.checkIn(on: day),
            program: plan.source == .program ? program?.follow.program(of: plan) : nil)
    }
}

extension CommandContext {
    /// The use cases made with this command's settings and language.
    var useCases: UseCases { UseCases(context: self) }
}
