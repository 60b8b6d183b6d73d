import ArgumentParser

/// `fittoday print ...`: pages made for paper.
struct PrintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: HelpLanguage.words.print.abstract,
        subcommands: [PrintBlockCommand.self]
    )
}
