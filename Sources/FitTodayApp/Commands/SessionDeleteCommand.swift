import ArgumentParser
import FitTodayDomain

/// `fittoday session delete ID`.
struct SessionDeleteCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: HelpLanguage.words.sessionDelete.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.sessionDelete.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.sessionDelete.session))
    var session: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let id = try ArgumentValues.identifier(session, option: "session")
        let store = try context.openStore()
        try store.history.deleteSession(id: id)
        context.console.say(context.locale.words.cli.sessionDelete.deleted(id: id))
    }
}
