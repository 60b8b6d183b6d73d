import ArgumentParser
import FitTodayDomain

/// `fittoday checkin`: how you feel today.
struct CheckInCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin",
        abstract: HelpLanguage.text("Registra o foco do dia e como está a dor muscular.", "Records the day's focus and how sore your muscles are."),
        discussion: HelpLanguage.text("""
        Um check-in por dia; repetir no mesmo dia substitui o anterior.
        Exemplos:
          fittoday checkin --focus upper --soreness 2
          fittoday checkin --focus lower --soreness 6 --region legs
          fittoday checkin --focus rest --date 2026-11-23
        """, """
        One check-in per day; another one on the same day replaces it.
        Examples:
          fittoday checkin --focus upper --soreness 2
          fittoday checkin --focus lower --soreness 6 --region legs
          fittoday checkin --focus rest --date 2026-11-23
        """)
    )

    @Option(help: HelpLanguage.help("Foco do dia: upper, lower, full-body, cardio, core ou rest.", "The day's focus: upper, lower, full-body, cardio, core or rest."))
    var focus: String

    @Option(help: HelpLanguage.help("Dor muscular de 0 (nenhuma) a 10 (muita). Padrão: 0.", "Muscle soreness from 0 (none) to 10 (a lot). Default: 0."))
    var soreness: String = "0"

    @Option(help: HelpLanguage.help("Região dolorida: chest, back, legs, shoulders, arms, core ou cardio.", "Sore region: chest, back, legs, shoulders, arms, core or cardio."))
    var region: String?

    @Option(help: HelpLanguage.help("Dia do check-in (AAAA-MM-DD). Padrão: hoje.", "Day of the check-in (YYYY-MM-DD). Default: today."))
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
            context.console.result(JSONRepresentation.checkIn(checkIn).rendered())
            return
        }
        let locale = context.locale
        var line = locale.pick("Check-in de \(checkIn.date): ", "Check-in for \(checkIn.date): ") + checkIn.focus.label(locale)
        line += locale.pick(", dor \(checkIn.soreness)/10", ", soreness \(checkIn.soreness)/10")
        if let region = checkIn.soreRegion { line += " (\(region.label(locale).lowercased()))" }
        context.console.say(line + ".")
    }
}
