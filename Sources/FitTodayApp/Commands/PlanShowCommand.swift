import ArgumentParser
import FitTodayDomain

/// `fittoday plan show ID`.
struct PlanShowCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: HelpLanguage.words.planShow.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planShow.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.planShow.plan))
    var plan: String

    @Option(help: ArgumentHelp(HelpLanguage.words.planShow.date))
    var date: String?

    @OptionGroup var readiness: AsPlannedOption

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore(readOnly: true)
        guard let found = try store.plans.plan(id: id) else { throw .planNotFound(id: id) }
        let day = try ArgumentValues.day(date)
        // The plan as it is given for that day: readiness and a deload by the same rule as `plan generate`.
        let rule = context.useCases.showTheDay(store: store, program: nil)
        let shown = try rule.day(for: found, on: day, asPlanned: readiness.asPlanned)
        if json {
            context.console.result(ReadinessJSON.day(shown, locale: context.locale, asPlanned: readiness.asPlanned).rendered(unit: context.unit))
            return
        }
        let text = ReadinessText(locale: context.locale)
        for line in text.reading(shown.readiness) { context.console.say(line) }
        context.console.result(TextFormatter(locale: context.locale, unit: context.unit).plan(shown.plan, loads: shown.loads))
        for line in text.changes(shown) { context.console.say(line) }
    }
}
