import ArgumentParser

/// `fittoday import ...`: bring data from other sources.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: HelpLanguage.text("Importa dados de outros lugares: histórico do Strong e do Hevy, exportações do FitToday e exercícios.", "Imports data from elsewhere: Strong and Hevy history, FitToday exports and exercises."),
        subcommands: [
            ImportStrongCommand.self,
            ImportHevyCommand.self,
            ImportJSONCommand.self,
            ImportExercisesCommand.self,
        ]
    )
}
