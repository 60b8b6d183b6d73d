import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday export json`: everything in one documented JSON file.
struct ExportJSONCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Exporta tudo (perfil, check-ins, planos, histórico, exercícios) em um arquivo JSON.",
        discussion: """
        O formato está descrito em docs/export-format.md: um objeto com "format": "fittoday-export",
        "version", e os campos em snake_case, sempre na mesma ordem. fittoday import json restaura o arquivo
        em um banco vazio, exatamente como estava. Sem --output, o JSON sai na tela (stdout).
        Exemplos:
          fittoday export json --output meus-dados.json
          fittoday export json > meus-dados.json
          fittoday export json --output meus-dados.json --force
        """
    )

    @Option(help: "Arquivo onde gravar o JSON. Padrão: a saída padrão.")
    var output: String?

    @Flag(help: "Substitui o arquivo de --output se ele já existir.")
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
