import ArgumentParser

/// `fittoday import ...`: bring data from other sources.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Importa dados de outros lugares.",
        subcommands: [ImportExercisesCommand.self]
    )
}
