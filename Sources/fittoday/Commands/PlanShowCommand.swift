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
        """, """
        Examples:
          fittoday plan show 1
          fittoday plan show 1 --format json
        """)
    )

    @Argument(help: HelpLanguage.help("Número do plano.", "Number of the plan."))
    var plan: String

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore(readOnly: true)
        guard let found = try store.plan(id: id) else { throw .planNotFound(id: id) }
        context.console.result(json ? JSONRepresentation.plan(found).rendered() : TextFormatter(locale: context.locale).plan(found))
    }
}
