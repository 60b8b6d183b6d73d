import ArgumentParser

/// `fittoday export ...`: take the data out.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Exporta seus dados para outros programas ou para guardar.",
        subcommands: [ExportJSONCommand.self]
    )
}
