import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday session edit ID`: corrects what was logged.
struct SessionEditCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: HelpLanguage.words.sessionEdit.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.sessionEdit.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.sessionEdit.session))
    var session: String

    @Option(help: ArgumentHelp(HelpLanguage.words.sessionEdit.date))
    var date: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.sessionEdit.status))
    var status: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.sessionEdit.duration))
    var duration: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.sessionEdit.intensity))
    var intensity: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.sessionEdit.notes))
    var notes: String?

    @Option(name: .customLong("set"), help: ArgumentHelp(HelpLanguage.words.sessionEdit.sets))
    var sets: [String] = []

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let id = try ArgumentValues.identifier(session, option: "session")
        var specifications: [SetSpecification] = []
        for text in sets { specifications.append(try SetSpecification(parsing: text, unit: context.unit)) }
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
        let corrected = try LogWorkout(history: store.history, plans: store.plans, exercises: store.exercises, aliases: ExerciseAliases.libraryNames).correct(id: id, changes, today: SystemClock.now().date)
        if json {
            context.console.result(JSONRepresentation.session(corrected).rendered(unit: context.unit))
        } else {
            context.console.say(context.locale.words.cli.sessionEdit.corrected(id: id))
            context.console.result(TextFormatter(locale: context.locale, unit: context.unit).session(corrected))
        }
    }
}
