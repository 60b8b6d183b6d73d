import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import fitnotes FILE`: the workout or body tracker export of the FitNotes app (Android).
struct ImportFitnotesCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: WorkoutApp.fitnotes.rawValue,
        abstract: HelpLanguage.words.importFitnotes.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importFitnotes.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.fitnotes, options: history.readOptions(context), file: history.file, dryRun: history.dryRun, context: context)
    }
}
