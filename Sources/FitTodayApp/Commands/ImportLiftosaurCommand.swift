import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import liftosaur FILE`: the history exported by the Liftosaur app, the format forced (another app's file is refused, saying so).
struct ImportLiftosaurCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: WorkoutApp.liftosaur.rawValue,
        abstract: HelpLanguage.words.importLiftosaur.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importLiftosaur.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.liftosaur, options: history.readOptions(context), file: history.file, dryRun: history.dryRun, context: context)
    }
}
