import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday backup FILE`: a consistent copy of the database, safe while other programs write to it.
struct BackupCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: HelpLanguage.words.backup.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.backup.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.backup.file))
    var file: String

    @Flag(help: ArgumentHelp(HelpLanguage.words.backup.force))
    var force = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore(readOnly: true)
        let size = try store.backup(to: file, replacing: force)
        context.console.say(context.locale.words.cli.backup.written(file: file, size: ImportReport(locale: context.locale).size(size)))
        // The logs that came home, beside the copy as they are beside the database (docs/inbox.md).
        let archive = LogArchive(besideDatabase: file)
        let copied = try LogArchive(besideDatabase: context.databasePath).copy(to: archive)
        if copied > 0 { context.console.say(context.locale.words.cli.backup.logsCopied(count: copied, folder: archive.folder)) }
    }
}
