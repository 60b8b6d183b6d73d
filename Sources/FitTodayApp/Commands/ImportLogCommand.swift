import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import log FILE.json`: the log downloaded from today's page, recorded as one completed session.
struct ImportLogCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: HelpLanguage.words.importLog.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importLog.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importLog.file))
    var file: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let data = try context.readImportFile(file)
        let log = try WorkoutLogFile.decode(data, today: SystemClock.now().date, logger: context.logger)
        let store = try context.openStore()
        // The page names library ids: bring the library up to date so the ones it shows are there.
        _ = try context.loadLibrary(into: store)
        for id in Set(log.sets.map(\.exerciseID)).sorted() where try store.exercise(id: id) == nil {
            throw .importFile(reason: .workoutLogUnknownExercise(id: id))
        }
        let planExists = try log.planID.map { id throws(FitTodayError) in try store.plan(id: id) != nil } ?? false
        // Logged against a day readiness or a deload changed: a postponed test there is no failure.
        var held = false
        if planExists, let planID = log.planID, let plan = try store.plan(id: planID) {
            held = try context.showTheDay(store: store, program: nil).wasAdjusted(plan, on: log.date, asPlanned: false)
        }
        let result = try store.importSessions([log.importedSession(planExists: planExists, readinessHeld: held)], newExercises: [])
        let locale = context.locale
        let day = DateText.terminal(log.date, locale)
        // "1 série", not "1 séries": counted as `log` counts them.
        let sets = locale.words.count.setCount(result.setsInserted)
        if result.sessionsInserted == 1 {
            context.console.say(locale.words.cli.importLog.imported(day: day, sets: sets))
        } else if result.sessionsCompleted == 1 {
            context.console.say(locale.words.cli.importLog.completed(day: day, sets: sets))
        } else {
            context.console.say(locale.words.cli.importLog.nothingNew)
        }
    }
}
