import ArgumentParser
import FitTodayDomain

/// `fittoday checkin`: how you feel today.
struct CheckInCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin",
        abstract: HelpLanguage.words.checkIn.abstract,
        discussion: HelpText.reflowed(HelpLanguage.words.checkIn.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.focus))
    var focus: String

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.soreness))
    var soreness: String = "0"

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.region))
    var region: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.date))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let checkIn = CheckIn(
            date: try ArgumentValues.date(date, today: SystemClock.today()),
            focus: try Focus.parse(focus),
            soreness: try ArgumentValues.integer(soreness, option: "--soreness"),
            soreRegion: try ArgumentValues.optionalSlug(region, as: MuscleGroup.self)
        )
        try PlanRules.validate(checkIn)
        let (store, _) = try context.openStoreWithProfile()
        try store.saveCheckIn(checkIn)
        if json {
            context.console.result(JSONRepresentation.checkIn(checkIn).rendered(unit: context.unit))
            return
        }
        let locale = context.locale
        var line = locale.words.cli.checkIn.checkInFor(date: DateText.terminal(checkIn.date, locale)) + checkIn.focus.label(locale)
        line += locale.words.cli.checkIn.sorenessLine(soreness: checkIn.soreness)
        if let region = checkIn.soreRegion { line += " (\(region.label(locale).lowercased()))" }
        context.console.say(line + ".")
    }
}
