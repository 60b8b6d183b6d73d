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
        // The rules every log meets, from a file or from the inbox: exercises known, the plan looked up.
        let session = try InboxPullRun(context: context, store: store).preparation()(log)
        if log.logID != nil {
            // A log the sheet named is one session, whatever else came: its revisions follow the inbox's rules.
            let receipt = try ReceivedLogs(store: store).receive(log, as: session, source: file, at: SystemClock.now())
            return say(receipt, log: log, context: context)
        }
        let result = try store.importSessions([session], newExercises: [])
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

    /// What a log with a `log_id` did, in the words `import log` uses for the others.
    private func say(_ receipt: ReceivedLogs.Receipt, log: WorkoutLogFile, context: CommandContext) {
        let locale = context.locale
        let day = DateText.terminal(log.date, locale)
        let words = locale.words.cli.inbox
        let id = receipt.sessionID.map(String.init) ?? "?"
        switch receipt.outcome {
        case .imported: context.console.say(locale.words.cli.importLog.imported(day: day, sets: locale.words.count.setCount(log.sets.count)))
        case .replaced: context.console.say(words.arrivedRevision(revision: log.revision, id: id, day: day))
        case .keptAside: context.console.say(words.keptAside(revision: log.revision, id: id, folder: file))
        case .staysDeleted: context.console.say(words.staysDeleted(name: file))
        case .superseded, .alreadyReceived: context.console.say(locale.words.cli.importLog.nothingNew)
        }
    }
}
