import ArgumentParser
import FitTodayDomain

/// `fittoday plan list`.
struct PlanListCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: HelpLanguage.text(
            "Lista seus planos, do mais novo ao mais antigo (* marca o ativo): os que você fez, os que usou e o de hoje.",
            "Lists your plans, newest first (* marks the active one): those you made, those you used and today's."),
        discussion: HelpLanguage.text("""
        Exemplos:
          fittoday plan list
          fittoday plan list --format json
          fittoday plan list --date 2026-11-22
        """, """
        Examples:
          fittoday plan list
          fittoday plan list --format json
          fittoday plan list --date 2026-11-22
        """)
    )

    @Option(help: HelpLanguage.help("O dia cujo plano entra na lista (AAAA-MM-DD). Padrão: hoje.", "The day whose plan is listed (YYYY-MM-DD). Default: today."))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let store = try context.openStore(readOnly: true)
        let plans = try store.plans(listedOn: try ArgumentValues.date(date, today: SystemClock.now().date))
        context.console.result(json ? JSONRepresentation.planList(plans).rendered() : TextFormatter(locale: context.locale).planList(plans))
    }
}
