import ArgumentParser
import FitTodayDomain

/// `fittoday plan show ID`.
struct PlanShowCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: HelpLanguage.text("Mostra um plano com seus exercícios.", "Shows a plan with its exercises."),
        discussion: HelpLanguage.text("""
        Exemplos:
          fittoday plan show 1
          fittoday plan show 1 --format json
          fittoday plan show 1 --date 2026-11-24
        """, """
        Examples:
          fittoday plan show 1
          fittoday plan show 1 --format json
          fittoday plan show 1 --date 2026-11-24
        """)
    )

    @Argument(help: HelpLanguage.help("Número do plano.", "Number of the plan."))
    var plan: String

    @Option(help: HelpLanguage.help("O dia do treino, para a carga sugerida de cada exercício (AAAA-MM-DD). Padrão: hoje.",
                                    "The day of the workout, for each exercise's suggested load (YYYY-MM-DD). Default: today."))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore(readOnly: true)
        guard let found = try store.plan(id: id) else { throw .planNotFound(id: id) }
        let day = try ArgumentValues.date(date, today: SystemClock.now().date)
        let loads = try context.loadPrescriptions(for: found, on: day, store: store)
        context.console.result(json ? PlanWithLoadsJSON.render(found, loads: loads).rendered() : TextFormatter(locale: context.locale).plan(found, loads: loads))
    }
}
