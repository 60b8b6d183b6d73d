import ArgumentParser

/// `fittoday import ...`: bring data from other sources.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: HelpLanguage.words.importCommand.abstract,
        subcommands: [
            ImportStrongCommand.self,
            ImportHevyCommand.self,
            ImportLogCommand.self,
            ImportJSONCommand.self,
            ImportExercisesCommand.self,
        ]
    )
}
