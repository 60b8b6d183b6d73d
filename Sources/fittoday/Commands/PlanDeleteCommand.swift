import ArgumentParser
import FitTodayDomain

/// `fittoday plan delete ID`.
struct PlanDeleteCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: HelpLanguage.text("Apaga um plano e seus exercícios; os treinos já registrados ficam no histórico.", "Deletes a plan and its exercises; sessions already recorded stay in the history."),
        discussion: HelpLanguage.text("""
        Exemplo:
          fittoday plan delete 3
        """, """
        Example:
          fittoday plan delete 3
        """)
    )

    @Argument(help: HelpLanguage.help("Número do plano.", "Number of the plan."))
    var plan: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore()
        try store.deletePlan(id: id)
        context.console.say(context.locale.pick(
            "Plano #\(id) apagado. Os treinos feitos com ele continuam no histórico.",
            "Plan #\(id) deleted. Sessions done with it stay in the history."))
    }
}
