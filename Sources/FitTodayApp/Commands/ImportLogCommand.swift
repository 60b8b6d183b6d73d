import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import log FILE.json`: the log downloaded from today's page, recorded as one completed session.
struct ImportLogCommand: OwnFileImportCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: HelpLanguage.words.importLog.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importLog.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importLog.file))
    var file: String

    @OptionGroup var global: GlobalOptions

    /// Imports the log `file` (also what `import FILE` does with a log).
    static func run(_ data: Data, file: String, context: CommandContext) throws(FitTodayError) {
        let log = try WorkoutLogFile.decode(data, today: SystemClock.now().date, logger: context.logger)
        let store = try context.openStore()
        // The rules every log meets, from a file or from the inbox: exercises known, the plan looked up.
        let session = try InboxPullRun(context: context, store: store).preparation()(log)
        if log.logID != nil {
            // A log the sheet named is one session, whatever else came: its revisions follow the inbox's rules.
            let receipt = try ReceivedLogs(store: store).receive(log, as: session, source: file, at: SystemClock.now())
            return say(receipt, log: log, file: file, context: context)
        }
        let result = try store.imports.importSessions([session], newExercises: [])
        context.console.say(LogArrivalText.imported(result, day: log.date, locale: context.locale))
    }

    /// What a log with a `log_id` did: a new session is told in `import log`'s own words.
    private static func say(_ receipt: ReceivedLogs.Receipt, log: WorkoutLogFile, file: String, context: CommandContext) {
        let locale = context.locale
        if receipt.outcome == .imported {
            return context.console.say(locale.words.cli.importLog.imported(day: DateText.terminal(log.date, locale),
                                                                          sets: locale.words.count.setCount(log.sets.count)))
        }
        context.console.say(LogArrivalText.received(receipt.outcome, revision: log.revision, sessionID: receipt.sessionID, day: log.date,
                                                    sets: log.sets.count, name: file, aside: file, locale: locale)
                            ?? locale.words.cli.importLog.nothingNew)
    }
}
