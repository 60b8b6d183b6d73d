import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import FILE`: any export FitToday reads, its app told from the file's content.
struct ImportFileCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "file",
        abstract: HelpLanguage.words.importHistory.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importHistory.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        // FitToday's own files first: a log from today's page and a whole export, told by their `format`.
        switch try FitTodayFileKind.of(context.readImportFile(history.file)) {
        case .workoutLog: return try ImportLogCommand.run(file: history.file, context: context)
        case .export: return try ImportJSONCommand.run(file: history.file, context: context)
        case nil: break
        }
        try WorkoutHistoryImport.run(nil, options: history.readOptions(context), file: history.file, dryRun: history.dryRun, context: context)
    }
}
