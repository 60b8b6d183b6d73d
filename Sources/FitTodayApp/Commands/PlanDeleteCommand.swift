import ArgumentParser
import FitTodayDomain

/// `fittoday plan delete ID`.
struct PlanDeleteCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: HelpLanguage.words.planDelete.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planDelete.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.planDelete.plan))
    var plan: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore()
        try store.plans.deletePlan(id: id)
        context.console.say(context.locale.words.cli.planDelete.deleted(id: id))
    }
}
