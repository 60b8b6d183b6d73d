import ArgumentParser
import FitTodayDomain

/// `fittoday checkin`: how you feel today.
struct CheckInCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin",
        abstract: "Registra o foco do dia e como está a dor muscular.",
        discussion: """
        Um check-in por dia; repetir no mesmo dia substitui o anterior.
        Exemplos:
          fittoday checkin --focus upper --soreness 2
          fittoday checkin --focus lower --soreness 6 --region legs
          fittoday checkin --focus rest --date 2026-11-23
        """
    )

    @Option(help: "Foco do dia: upper, lower, full-body, cardio, core ou rest.")
    var focus: String

    @Option(help: "Dor muscular de 0 (nenhuma) a 10 (muita). Padrão: 0.")
    var soreness: String = "0"

    @Option(help: "Região dolorida: chest, back, legs, shoulders, arms, core ou cardio.")
    var region: String?

    @Option(help: "Dia do check-in (AAAA-MM-DD). Padrão: hoje.")
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
