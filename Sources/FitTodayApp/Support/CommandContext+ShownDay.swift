import FitTodayData
import FitTodayDomain

extension CommandContext {
    /// The one rule for the day shown (``ShowTheDay``) over `store`, with this command's settings and language.
    /// - Parameter program: the program followed, folded once by the caller (nil: none, or not read yet; the
    ///   programs are then read only if a program's day is shown).
    func showTheDay(store: SQLiteStore, program: FollowedProgram?) -> ShowTheDay {
        let context = self
        return ShowTheDay(
            store: store, program: program, programs: { () throws(FitTodayError) -> FollowProgram in try context.followProgram(store: store) },
            settings: configuration.loads, locale: locale, readinessAdjusts: configuration.readiness.adjust
        )
    }
}
