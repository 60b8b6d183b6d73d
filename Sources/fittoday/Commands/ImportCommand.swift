import ArgumentParser

/// `fittoday import ...`: bring data from other sources.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Importa dados de outros lugares: histórico do Strong e do Hevy, exportações do FitToday e exercícios.",
        subcommands: [
            ImportStrongCommand.self,
            ImportHevyCommand.self,
            ImportJSONCommand.self,
            ImportExercisesCommand.self,
        ]
    )
}
