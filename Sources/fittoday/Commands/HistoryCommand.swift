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
        Sem --page: os 20 treinos mais recentes. As páginas contam a partir do treino mais antigo (a página 1 traz
        os 20 mais antigos; a última, os mais recentes, de 1 a 20), como history/page/N/ no site, e um treino novo
        não muda as páginas anteriores.
        O JSON traz {"page", "pages", "total", "page_size", "sessions": [...]}; "page" é null sem --page.
        """, """
        Examples:
          fittoday history
          fittoday history --page 2 --status completed
          fittoday history --format json
        Without --page: the newest 20 sessions. Pages count from the oldest session (page 1 holds the oldest 20;
        the last, the newest, 1 to 20), like history/page/N/ on the site, so a new session leaves earlier pages as
        they were.
        The JSON holds {"page", "pages", "total", "page_size", "sessions": [...]}; "page" is null without --page.
        """)
    )

    @Option(help: HelpLanguage.help("Página, contada a partir do treino mais antigo (1 = os 20 mais antigos).",
                                     "Page, counted from the oldest session (1 = the oldest 20)."))
    var page: String?

    @Option(help: HelpLanguage.help("Só treinos completed (feitos) ou skipped (pulados).", "Only completed or skipped sessions."))
    var status: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let number = try page.map { value throws(FitTodayError) in try ArgumentValues.integer(value, option: "--page") }
        let filter = try ArgumentValues.optionalSlug(status, as: SessionStatus.self)
        let store = try context.openStore(readOnly: true)
        let result = try store.historyPage(number, pageSize: Self.pageSize, status: filter)
        context.console.result(json ? JSONRepresentation.historyPage(result).rendered() : TextFormatter(locale: context.locale).historyPage(result))
    }
}
