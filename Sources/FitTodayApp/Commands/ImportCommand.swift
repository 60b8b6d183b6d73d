import ArgumentParser

/// `fittoday import ...`: bring data from other sources.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: HelpLanguage.words.importCommand.abstract,
        subcommands: [
            ImportFileCommand.self,
            ImportStrongCommand.self,
            ImportHevyCommand.self,
            ImportFitnotesCommand.self,
            ImportJefitCommand.self,
            ImportWgerCommand.self,
            ImportHeavysetCommand.self,
            ImportCSVCommand.self,
            ImportFitbodCommand.self,
            ImportLiftosaurCommand.self,
            ImportLogCommand.self,
            ImportJSONCommand.self,
            ImportExercisesCommand.self,
            ImportUndoCommand.self,
        ],
        // `fittoday import FILE`: a first word that names no subcommand is a file, its format told from its content.
        defaultSubcommand: ImportFileCommand.self
    )
}
