import ArgumentParser

/// `fittoday import ...`: bring data from other sources.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: HelpLanguage.text("Importa dados de outros lugares: histórico do Strong e do Hevy, o registro da página de hoje, exportações do FitToday e exercícios.", "Imports data from elsewhere: Strong and Hevy history, the log of today's page, FitToday exports and exercises."),
        subcommands: [
            ImportStrongCommand.self,
            ImportHevyCommand.self,
            ImportLogCommand.self,
            ImportJSONCommand.self,
            ImportExercisesCommand.self,
        ]
    )
}
