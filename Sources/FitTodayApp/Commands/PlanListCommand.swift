import ArgumentParser
import FitTodayDomain

/// `fittoday plan list`.
struct PlanListCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: HelpLanguage.words.planList.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planList.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.planList.date))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let store = try context.openStore(readOnly: true)
        let plans = try store.plans.plans(listedOn: try ArgumentValues.day(date))
        context.console.result(json ? JSONRepresentation.planList(plans).rendered(unit: context.unit) : TextFormatter(locale: context.locale, unit: context.unit).planList(plans))
    }
}
