import ArgumentParser

/// `fittoday session ...`: a logged session shown, corrected or deleted.
struct SessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: HelpLanguage.text("Mostra, corrige e apaga treinos registrados.", "Shows, corrects and deletes recorded workouts."),
        subcommands: [SessionShowCommand.self, SessionEditCommand.self, SessionDeleteCommand.self]
    )
}
