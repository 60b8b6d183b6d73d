import ArgumentParser
import FitTodayDomain

/// `fittoday session delete ID`.
struct SessionDeleteCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: HelpLanguage.text("Apaga um treino registrado e suas séries.", "Deletes a recorded workout and its sets."),
        discussion: HelpLanguage.text("""
        Exemplo:
          fittoday session delete 12
        """, """
        Example:
          fittoday session delete 12
        """)
    )

    @Argument(help: HelpLanguage.help("Número do treino (veja fittoday history).", "Number of the workout (see fittoday history)."))
    var session: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let id = try ArgumentValues.identifier(session, option: "session")
        let store = try context.openStore()
        try store.deleteSession(id: id)
        context.console.say(context.locale.pick("Treino #\(id) apagado do histórico.", "Session #\(id) deleted from the history."))
    }
}
