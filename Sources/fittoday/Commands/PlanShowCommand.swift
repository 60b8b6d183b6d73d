import ArgumentParser
import FitTodayDomain

/// `fittoday plan show ID`.
struct PlanShowCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: HelpLanguage.words.planShow.abstract,
        discussion: HelpText.reflowed(HelpLanguage.words.planShow.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.planShow.plan))
    var plan: String

    @Option(help: ArgumentHelp(HelpLanguage.words.planShow.date))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(plan, option: "plan")
        let store = try context.openStore(readOnly: true)
        guard let found = try store.plan(id: id) else { throw .planNotFound(id: id) }
        let day = try ArgumentValues.date(date, today: SystemClock.now().date)
        let loads = try context.loadPrescriptions(for: found, on: day, store: store)
        context.console.result(json ? PlanWithLoadsJSON.render(found, loads: loads).rendered(unit: context.unit) : TextFormatter(locale: context.locale, unit: context.unit).plan(found, loads: loads))
    }
}
