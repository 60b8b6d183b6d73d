import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import fitbod FILE`: the history exported by the Fitbod app, the format forced (another app's file is refused, saying so).
struct ImportFitbodCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: WorkoutApp.fitbod.rawValue,
        abstract: HelpLanguage.words.importFitbod.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importFitbod.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.fitbod, options: history.readOptions(context), file: history.file, dryRun: history.dryRun, context: context)
    }
}
