import ArgumentParser
import FitTodayDomain

/// `fittoday plan activate ID`.
struct PlanActivateCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "activate",
        abstract: HelpLanguage.text("Torna um plano o ativo (só um plano fica ativo por vez).", "Makes a plan the active one (only one plan is active at a time)."),
        discussion: HelpLanguage.text("""
        Exemplo:
          fittoday plan activate 2
        """, """
        Example:
          fittoday plan activate 2
        """)
    )

    @Argument(help: HelpLanguage.help("Número do plano.", "Number of the plan."))
    var plan: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore()
        try store.activatePlan(id: id)
        context.console.say(context.locale.pick("O plano #\(id) agora é o ativo.", "Plan #\(id) is now the active one."))
    }
}
