import ArgumentParser
import FitTodayDomain

/// `fittoday history`: the sessions, newest first, 20 per page.
struct HistoryCommand: FitTodaySubcommand {
    static let pageSize = 20

    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: HelpLanguage.words.history.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.history.discussionExamplesFittodayHistory)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.history.pagePageCountedFrom))
    var page: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.history.status))
    var status: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let number = try page.map { value throws(FitTodayError) in try ArgumentValues.integer(value, option: "--page") }
        let filter = try ArgumentValues.optionalSlug(status, as: SessionStatus.self)
        let store = try context.openStore(readOnly: true)
        let result = try store.history.historyPage(number, pageSize: Self.pageSize, status: filter)
        context.console.result(json ? JSONRepresentation.historyPage(result).rendered(unit: context.unit) : TextFormatter(locale: context.locale, unit: context.unit).historyPage(result))
    }
}
