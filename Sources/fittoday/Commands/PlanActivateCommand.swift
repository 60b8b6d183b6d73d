import ArgumentParser
import FitTodayDomain

/// `fittoday plan activate ID`.
struct PlanActivateCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "activate",
        abstract: "Torna um plano o ativo (só um plano fica ativo por vez).",
        discussion: """
        Exemplo:
          fittoday plan activate 2
        """
    )

    @Argument(help: "Número do plano.")
    var plan: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore()
        try store.activatePlan(id: id)
        context.console.say(context.locale.pick("O plano #\(id) agora é o ativo.", "Plan #\(id) is now the active one."))
    }
}
