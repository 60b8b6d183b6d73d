import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday export json`: everything in one documented JSON file.
struct ExportJSONCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: HelpLanguage.text("Exporta tudo (perfil, check-ins, planos, histórico, exercícios) em um arquivo JSON.", "Exports everything (profile, check-ins, plans, history, exercises) into one JSON file."),
        discussion: HelpLanguage.text("""
        O formato está descrito em docs/export-format.md: um objeto com "format": "fittoday-export",
        "version", e os campos em snake_case, sempre na mesma ordem. fittoday import json restaura o arquivo
        em um banco vazio, exatamente como estava. Sem --output, o JSON sai na tela (stdout).
        Exemplos:
          fittoday export json --output meus-dados.json
          fittoday export json > meus-dados.json
          fittoday export json --output meus-dados.json --force
        """, """
        The format is described in docs/export-format.md: an object with "format": "fittoday-export",
        "version", and snake_case fields, always in the same order. fittoday import json restores the file into an
        empty database exactly as it was. Without --output, the JSON goes to the screen (stdout).
        Examples:
          fittoday export json --output meus-dados.json
          fittoday export json > meus-dados.json
          fittoday export json --output meus-dados.json --force
        """)
    )

    @Option(help: HelpLanguage.help("Arquivo onde gravar o JSON. Padrão: a saída padrão.", "File to write the JSON to. Default: standard output."))
    var output: String?

    @Flag(help: HelpLanguage.help("Substitui o arquivo de --output se ele já existir.", "Replaces the --output file if it already exists."))
    var force = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore(readOnly: true)
        let snapshot = try store.snapshot()
        let data = DataExportFormat.encode(snapshot)
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        try AtomicFileWriter.write(data, to: output, replacing: force, logger: context.logger)
        let report = ImportReport(locale: context.locale)
        context.console.say(context.locale.pick("Dados exportados para \(output): \(report.contents(of: snapshot)).",
                                                "Data exported to \(output): \(report.contents(of: snapshot))."))
    }
}
