import ArgumentParser

/// `fittoday export ...`: take the data out.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: HelpLanguage.words.export.abstract,
        subcommands: [ExportJSONCommand.self]
    )
}
