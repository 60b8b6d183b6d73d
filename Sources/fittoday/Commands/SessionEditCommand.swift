import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday session edit ID`: corrects what was logged.
struct SessionEditCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: HelpLanguage.text("Corrige um treino registrado: data, situação, duração, intensidade, notas ou as séries.", "Corrects a recorded workout: date, status, duration, intensity, notes or the sets."),
        discussion: HelpLanguage.text("""
        Dar --set troca todas as séries do treino pelas informadas.

        Exemplos:
          fittoday session edit 12 --duration 55
          fittoday session edit 12 --set "Supino reto com barra:10x60" --set "Supino reto com barra:8x62,5"
          fittoday session edit 12 --date 2026-11-20 --notes "Treino na academia nova"
        """, """
        Giving --set replaces every set of the workout with the ones given.

        Examples:
          fittoday session edit 12 --duration 55
          fittoday session edit 12 --set "Supino reto com barra:10x60" --set "Supino reto com barra:8x62,5"
          fittoday session edit 12 --date 2026-11-20 --notes "Treino na academia nova"
        """)
    )

    @Argument(help: HelpLanguage.help("Número do treino (veja fittoday history).", "Number of the workout (see fittoday history)."))
    var session: String

    @Option(help: HelpLanguage.help("Dia do treino (AAAA-MM-DD).", "Day of the workout (YYYY-MM-DD)."))
    var date: String?

    @Option(help: HelpLanguage.help("completed ou skipped.", "completed or skipped."))
    var status: String?

    @Option(help: HelpLanguage.help("Duração em minutos.", "Duration in minutes."))
    var duration: String?

    @Option(help: HelpLanguage.help("low, moderate ou high.", "low, moderate or high."))
    var intensity: String?

    @Option(help: HelpLanguage.help("Notas do treino.", "Notes of the workout."))
    var notes: String?

    @Option(name: .customLong("set"), help: HelpLanguage.help("Uma série, por exemplo \"Supino reto com barra:10x60\" (repita a opção); troca todas as séries.", "One set, for example \"Supino reto com barra:10x60\" (repeat the option); replaces every set."))
    var sets: [String] = []

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(session, option: "session")
        var specifications: [SetSpecification] = []
        for text in sets { specifications.append(try SetSpecification(parsing: text)) }
        let changes = SessionCorrection(
            status: try status.map { text throws(FitTodayError) in try SessionStatus.parse(text) },
            completedAt: try date.map { text throws(FitTodayError) in LocalDateTime(startOf: try LocalDate.parse(text)) },
            durationMinutes: try ArgumentValues.optionalInteger(duration, option: "--duration"),
            intensity: try ArgumentValues.optionalSlug(intensity, as: Intensity.self),
            notes: notes,
            sets: sets.isEmpty ? nil : specifications
        )
        guard !changes.isEmpty else { throw .missingOption(option: "--date, --status, --duration, --intensity, --notes, --set") }
        let (store, _) = try context.openStoreWithProfile()
        let corrected = try LogWorkout(history: store, plans: store, exercises: store, aliases: ExerciseAliases.libraryNames).correct(id: id, changes, today: SystemClock.now().date)
        if json {
            context.console.result(JSONRepresentation.session(corrected).rendered())
        } else {
            context.console.say(context.locale.pick("Treino #\(id) corrigido.", "Session #\(id) corrected."))
            context.console.result(TextFormatter(locale: context.locale).session(corrected))
        }
    }
}
