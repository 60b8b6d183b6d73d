import ArgumentParser
import FitTodayDomain

/// `fittoday plan activate ID`.
struct PlanActivateCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "activate",
        abstract: HelpLanguage.words.planActivate.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planActivate.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.planActivate.plan))
    var plan: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore()
        try store.plans.activatePlan(id: id)
        context.console.say(context.locale.words.cli.planActivate.activated(id: id))
    }
}
