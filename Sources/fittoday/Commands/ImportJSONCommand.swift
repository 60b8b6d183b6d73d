import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import json FILE.json`: restores a `fittoday export json` file into an empty database.
struct ImportJSONCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: HelpLanguage.text("Restaura uma exportação do FitToday (fittoday export json) em um banco vazio.", "Restores a FitToday export (fittoday export json) into an empty database."),
        discussion: HelpLanguage.text("""
        Restaura perfil, check-ins, planos, histórico e exercícios exatamente como foram exportados. Só
        funciona em dados vazios: se o arquivo indicado em --db ainda não existe, ele é criado.
        Exemplos:
          fittoday export json --output meus-dados.json
          fittoday import json meus-dados.json --db novo.db
        """, """
        Restores the profile, check-ins, plans, history and exercises exactly as they were exported. Works only
        on empty data: if the file named by --db does not exist yet, it is created.
        Examples:
          fittoday export json --output meus-dados.json
          fittoday import json meus-dados.json --db novo.db
        """)
    )

    @Argument(help: HelpLanguage.help("Arquivo JSON feito com fittoday export json.", "JSON file made with fittoday export json."))
    var file: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        guard let data = FileManager.default.contents(atPath: file) else {
            context.logger.debug("Cannot read \(file)")
            throw .importFile(reason: .unreadable)
        }
        let snapshot = try DataExportFormat.decode(data, logger: context.logger)
        let existed = FileManager.default.fileExists(atPath: context.databasePath)
        do {
            let store = try context.openStore(createIfMissing: true)
            try store.restore(snapshot)
        } catch {
            // A database this command created for a restore that failed would only be in the way.
            if !existed {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: context.databasePath + suffix) }
            }
            throw error
        }
        let report = ImportReport(locale: context.locale)
        context.console.say(context.locale.pick("Dados restaurados: \(report.contents(of: snapshot)).",
                                                "Data restored: \(report.contents(of: snapshot))."))
    }
}
