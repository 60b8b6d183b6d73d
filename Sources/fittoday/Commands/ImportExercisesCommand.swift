import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import exercises FILE.json`: a free-exercise-db style library into the database.
struct ImportExercisesCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises",
        abstract: HelpLanguage.text("Importa exercícios de um arquivo JSON no formato do free-exercise-db.", "Imports exercises from a JSON file in the free-exercise-db format."),
        discussion: HelpLanguage.text("""
        Importar o mesmo arquivo de novo atualiza os exercícios, sem duplicar.
        Exemplo:
          fittoday import exercises ../shared/data/free-exercise-db/exercises.json
        """, """
        Importing the same file again updates the exercises, without duplicates.
        Example:
          fittoday import exercises ../shared/data/free-exercise-db/exercises.json
        """)
    )

    @Argument(help: HelpLanguage.help("Arquivo JSON (uma lista de exercícios).", "JSON file (a list of exercises)."))
    var file: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        guard let data = FileManager.default.contents(atPath: file) else { throw .importFile(reason: .unreadable) }
        let result = try FreeExerciseDBImporter().read(data)
        let (store, _) = try context.openStoreWithProfile()
        try store.saveExercises(result.exercises)
        let locale = context.locale
        context.console.say(locale.pick("\(result.exercises.count) exercícios importados para a biblioteca.",
                                        "\(result.exercises.count) exercises imported into the library."))
        if !result.skipped.isEmpty {
            context.console.say(locale.pick("\(result.skipped.count) entradas sem nome ou repetidas ficaram de fora.",
                                            "\(result.skipped.count) entries without a name or repeated were left out."))
        }
    }
}
