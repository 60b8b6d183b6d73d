import ArgumentParser

/// `fittoday team print ...`: pages for paper, athlete by athlete.
struct TeamPrintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: HelpLanguage.words.print.abstract,
        subcommands: [TeamPrintBlockCommand.self]
    )
}
