import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import wger FILE [--exercises FILE]`: the workout log of wger's REST API (`/api/v2/workoutlog/`).
struct ImportWgerCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: WorkoutApp.wger.rawValue,
        abstract: HelpLanguage.words.importWger.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importWger.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @Option(help: ArgumentHelp(HelpLanguage.words.importWger.exercises))
    var exercises: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        var options = try history.readOptions(context)
        if let exercises { options.exerciseNamesByID = try Self.exerciseNames(exercises, context: context) }
        try WorkoutHistoryImport.run(.wger, options: options, file: history.file, dryRun: history.dryRun, context: context)
        if exercises == nil { context.console.say(context.locale.words.cli.importWger.unnamedExercises) }
    }

    /// The exercise names by wger's id in `file`, the JSON of `/api/v2/exerciseinfo/` (`--exercises`).
    static func exerciseNames(_ file: String, context: CommandContext) throws(FitTodayError) -> [Int: String] {
        let data = try context.readImportFile(file)
        let names: [Int: String]
        do {
            names = try WgerExerciseNames.parse(data)
        } catch {
            context.logger.debug("\(file): not the JSON of wger's /api/v2/exerciseinfo/")
            throw error
        }
        context.logger.debug("\(file): \(names.count) exercise names")
        return names
    }
}
