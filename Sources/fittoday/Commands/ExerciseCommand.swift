import ArgumentParser

/// `fittoday exercise ...`: your own and imported exercises renamed or deleted.
struct ExerciseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: HelpLanguage.text("Renomeia e apaga exercícios seus ou importados.", "Renames and deletes your own or imported exercises."),
        subcommands: [ExerciseRenameCommand.self, ExerciseDeleteCommand.self]
    )
}
