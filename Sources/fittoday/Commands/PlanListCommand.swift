import ArgumentParser
import FitTodayDomain

/// `fittoday plan list`.
struct PlanListCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lista seus planos, do mais novo ao mais antigo (* marca o ativo): os que você fez, os que usou e o de hoje.",
        discussion: """
        Exemplos:
          fittoday plan list
          fittoday plan list --format json
          fittoday plan list --date 2026-11-22
        """
    )

    @Option(help: "O dia cujo plano entra na lista (AAAA-MM-DD). Padrão: hoje.")
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
