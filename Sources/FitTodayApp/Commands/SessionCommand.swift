import ArgumentParser

/// `fittoday session ...`: a logged session shown, corrected or deleted.
struct SessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: HelpLanguage.words.session.abstract,
        subcommands: [SessionShowCommand.self, SessionEditCommand.self, SessionDeleteCommand.self]
    )
}
