import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import heavyset FILE.csv`: the history exported by the Heavyset app.
struct ImportHeavysetCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: WorkoutApp.heavyset.rawValue,
        abstract: HelpLanguage.words.importHeavyset.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importHeavyset.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.heavyset, options: history.readOptions(context), file: history.file, dryRun: history.dryRun, context: context)
    }
}
