import ArgumentParser

/// `fittoday exercise ...`: your own and imported exercises renamed or deleted.
struct ExerciseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: HelpLanguage.words.exercise.abstract,
        subcommands: [ExerciseRenameCommand.self, ExerciseDeleteCommand.self]
    )
}
