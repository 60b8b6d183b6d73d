import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import jefit FILE.csv`: the export of the JEFIT app, whatever `import FILE` would make of it.
struct ImportJefitCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: WorkoutApp.jefit.rawValue,
        abstract: HelpLanguage.words.importJefit.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importJefit.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.jefit, options: history.readOptions(context), file: history.file, dryRun: history.dryRun, context: context)
    }
}
