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

    @Option(help: ArgumentHelp(HelpLanguage.words.importHistory.exercises))
    var exercises: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        // FitToday's own files first: a log from today's page and a whole export, told by their `format`.
        switch try FitTodayFileKind.of(context.readImportFile(history.file)) {
        case .workoutLog:
            try ImportLogCommand.run(file: history.file, context: context)
            return sayExercisesUnused(context)
        case .export:
            try ImportJSONCommand.run(file: history.file, context: context)
            return sayExercisesUnused(context)
        case nil: break
        }
        var options = try history.readOptions(context)
        if let exercises { options.exerciseNamesByID = try ImportWgerCommand.exerciseNames(exercises, context: context) }
        let app = try WorkoutHistoryImport.run(nil, options: options, file: history.file, dryRun: history.dryRun, context: context)
        if app != .wger { return sayExercisesUnused(context) }
        if exercises == nil { context.console.say(context.locale.words.cli.importWger.unnamedExercises) }
    }

    /// `--exercises` names wger's exercises only: given with any other file, it is said to have been left aside.
    private func sayExercisesUnused(_ context: CommandContext) {
        if exercises != nil { context.console.say(context.locale.words.cli.importWger.exercisesOnlyForWger) }
    }
}
