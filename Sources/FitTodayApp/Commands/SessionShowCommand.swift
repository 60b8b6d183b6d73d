import ArgumentParser
import FitTodayDomain

/// `fittoday session show ID`.
struct SessionShowCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: HelpLanguage.words.sessionShow.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.sessionShow.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.sessionShow.session))
    var session: String

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(session, option: "session")
        let store = try context.openStore(readOnly: true)
        guard let found = try store.history.session(id: id) else { throw .sessionNotFound(id: id) }
        if json {
            context.console.result(JSONRepresentation.session(found).rendered(unit: context.unit))
            return
        }
        // The exercises the plan named where others were done (a swap), by name.
        var planned: [String: String] = [:]
        for id in Set(found.sets.compactMap(\.swappedFrom)) { planned[id] = try store.exercises.exercise(id: id)?.name }
        context.console.result(TextFormatter(locale: context.locale, unit: context.unit).session(found, plannedNames: planned))
    }
}
