import ArgumentParser
import FitTodayDomain

/// `fittoday plan new NAME`.
struct PlanNewCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: HelpLanguage.words.planNew.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planNew.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.planNew.name))
    var name: String

    @Option(help: ArgumentHelp(HelpLanguage.words.planNew.descriptionOption))
    var description: String = ""

    @Flag(help: ArgumentHelp(HelpLanguage.words.planNew.activate))
    var activate = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let draft = Plan(name: name, description: description, createdAt: SystemClock.now(), isActive: activate, source: .manual)
        _ = try PlanRules.validated(draft)
        let (store, _) = try context.openStoreWithProfile()
        let plan = try store.plans.createPlan(draft, newExercises: [])
        if json {
            context.console.result(JSONRepresentation.plan(plan).rendered(unit: context.unit))
        } else {
            context.console.say(context.locale.words.cli.planNew.created(id: plan.id ?? 0, name: plan.name))
            context.console.say(context.locale.words.cli.planNew.nextStep(id: plan.id ?? 0))
        }
    }
}
