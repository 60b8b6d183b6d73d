import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import exercises FILE.json`: a free-exercise-db style library into the database.
struct ImportExercisesCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises",
        abstract: HelpLanguage.words.importExercises.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importExercises.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importExercises.file))
    var file: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let data = try context.readImportFile(file)
        let result = try FreeExerciseDBImporter().read(data)
        let (store, _) = try context.openStoreWithProfile()
        try store.exercises.saveExercises(result.exercises)
        let locale = context.locale
        context.console.say(locale.words.cli.importExercises.imported(exercisesCount: result.exercises.count))
        if !result.skipped.isEmpty {
            context.console.say(locale.words.cli.importExercises.skipped(skippedCount: result.skipped.count))
        }
    }
}
