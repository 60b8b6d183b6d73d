import ArgumentParser
import FitTodayDomain

/// `fittoday history`: the sessions, newest first, 20 per page.
struct HistoryCommand: FitTodaySubcommand {
    static let pageSize = 20

    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: HelpLanguage.text("Mostra o histórico de treinos, do mais recente ao mais antigo, 20 por página.", "Shows your workout history, newest first, 20 per page."),
        discussion: HelpLanguage.text("""
        Exemplos:
          fittoday history
          fittoday history --page 2 --status completed
          fittoday history --format json
        O JSON traz {"page", "pages", "total", "page_size", "sessions": [...]}.
        """, """
        Examples:
          fittoday history
          fittoday history --page 2 --status completed
          fittoday history --format json
        The JSON holds {"page", "pages", "total", "page_size", "sessions": [...]}.
        """)
    )

    @Option(help: HelpLanguage.help("Página, a partir de 1.", "Page, from 1."))
    var page: String = "1"

    @Option(help: HelpLanguage.help("Só treinos completed (feitos) ou skipped (pulados).", "Only completed or skipped sessions."))
    var status: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let number = try ArgumentValues.integer(page, option: "--page")
        let filter = try ArgumentValues.optionalSlug(status, as: SessionStatus.self)
        let store = try context.openStore(readOnly: true)
        let result = try store.historyPage(number, pageSize: Self.pageSize, status: filter)
        context.console.result(json ? JSONRepresentation.historyPage(result).rendered() : TextFormatter(locale: context.locale).historyPage(result))
    }
}
