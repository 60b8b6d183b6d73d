import ArgumentParser

/// `fittoday export ...`: take the data out.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: HelpLanguage.text("Exporta seus dados para outros programas ou para guardar.", "Exports your data for other programs or for safekeeping."),
        subcommands: [ExportJSONCommand.self]
    )
}
