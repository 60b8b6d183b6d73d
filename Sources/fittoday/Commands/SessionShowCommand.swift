import ArgumentParser
import FitTodayDomain

/// `fittoday session show ID`.
struct SessionShowCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: HelpLanguage.text("Mostra um treino registrado com suas séries.", "Shows a recorded workout with its sets."),
        discussion: HelpLanguage.text("""
        Exemplos:
          fittoday session show 12
          fittoday session show 12 --format json
        """, """
        Examples:
          fittoday session show 12
          fittoday session show 12 --format json
        """)
    )

    @Argument(help: HelpLanguage.help("Número do treino (veja fittoday history).", "Number of the workout (see fittoday history)."))
    var session: String

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(session, option: "session")
        let store = try context.openStore(readOnly: true)
        guard let found = try store.session(id: id) else { throw .sessionNotFound(id: id) }
        context.console.result(json ? JSONRepresentation.session(found).rendered() : TextFormatter(locale: context.locale).session(found))
    }
}
