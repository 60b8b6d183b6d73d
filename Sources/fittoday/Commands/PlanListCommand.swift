import ArgumentParser
import FitTodayDomain

/// `fittoday plan list`.
struct PlanListCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: HelpLanguage.text("Lista seus planos, do mais novo ao mais antigo (* marca o ativo).", "Lists your plans, newest first (* marks the active one)."),
        discussion: HelpLanguage.text("""
        Exemplos:
          fittoday plan list
          fittoday plan list --format json
        """, """
        Examples:
          fittoday plan list
          fittoday plan list --format json
        """)
    )

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let store = try context.openStore(readOnly: true)
        let plans = try store.plans()
        context.console.result(json ? JSONRepresentation.planList(plans).rendered() : TextFormatter(locale: context.locale).planList(plans))
    }
}
