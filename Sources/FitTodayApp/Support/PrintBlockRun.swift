import FitTodayData
import FitTodayDomain

/// The block a site prints (`print/index.html`) and `print block` reports: the Domain's one rule
/// (``WorkOutTheBlock``) fed from the store, for someone who follows a program or a composed plan.
enum PrintBlockRun {
    /// Nil without a program and without a profile (nothing is planned).
    /// - Parameters:
    ///   - week: the composed week when the caller planned it already (the build's week page).
    ///   - from: `--from`; nil: the build's day.
    static func block(
        context: CommandContext, store: SQLiteStore, program: FollowedProgram?, week: WeekOutlook?, day: LocalDate, from: LocalDate?
    ) throws(FitTodayError) -> PrintBlock? {
        let settings = context.configuration.print
        let work = WorkOutTheBlock(performances: store.performance, settings: context.configuration.loads, locale: context.locale)
        if let standing = program?.standing {
            return work.program(standing, weeks: settings.weeks, from: from ?? day, builtOn: day)
        }
        guard let profile = try store.profiles.profile() else { return nil }
        let library = try context.loadLibrary()
        let planned: WeekOutlook
        if let week {
            planned = week
        } else {
            planned = try PlanTheWeek(reader: store.shownDay, locale: context.locale)(
                profile: profile, library: library, from: from ?? day, weeklySetsTarget: context.configuration.training.weeklySets
            )
        }
        let exercises = Dictionary(library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try work.composed(planned, exercises: exercises, weeksAsked: settings.weeks, from: from ?? day, builtOn: day)
    }
}
