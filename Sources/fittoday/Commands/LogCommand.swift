import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday log`: records a session as done or skipped.
struct LogCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: HelpLanguage.text("Registra um treino feito ou pulado, com as séries.", "Records a completed or skipped workout, with its sets."),
        discussion: HelpLanguage.text("""
        Cada --set é uma série: "exercício:repetições x kg", com "@RPE" opcional. Vírgula ou ponto
        servem para decimais. Os nomes são comparados com a biblioteca como na importação do Strong e do
        Hevy (sem diferenciar maiúsculas, acentos e pontuação, e pelos nomes em inglês desses apps).
        Exercícios que a biblioteca não conhece viram exercícios seus, com sugestões de nomes parecidos.
        Sem --status, o treino conta como completed.
        Exemplos:
          fittoday log --set "Supino reto com barra:8x60"
          fittoday log --status completed --duration 50 --set "Supino reto com barra:10x60" --set "Supino reto com barra:8x62,5@8"
          fittoday log --status completed --plan 1 --set "Flexão de braços:15"
          fittoday log --status skipped --date 2026-11-20
        """, """
        Each --set is one set: "exercise:reps x kg", with an optional "@RPE". A comma or a dot both work for
        decimals. Names are matched against the library as the Strong and Hevy imports do (ignoring case, accents
        and punctuation, and through those apps' English names). Exercises the library does not know become
        exercises of your own, with suggestions of close names. --status defaults to completed.
        Examples:
          fittoday log --set "Supino reto com barra:8x60"
          fittoday log --status completed --duration 50 --set "Supino reto com barra:10x60" --set "Supino reto com barra:8x62,5@8"
          fittoday log --status completed --plan 1 --set "Flexão de braços:15"
          fittoday log --status skipped --date 2026-11-20
        """)
    )

    @Option(help: HelpLanguage.help("completed (feito) ou skipped (pulado).", "completed or skipped."))
    var status = "completed"

    @Option(help: HelpLanguage.help("Dia do treino (AAAA-MM-DD). Padrão: agora.", "Day of the workout (YYYY-MM-DD). Default: now."))
    var date: String?

    @Option(help: HelpLanguage.help("Número do plano seguido (veja fittoday plan list).", "Number of the plan followed (see fittoday plan list)."))
    var plan: String?

    @Option(help: HelpLanguage.help("Duração em minutos, de 1 a 600.", "Duration in minutes, from 1 to 600."))
    var duration: String?

    @Option(help: HelpLanguage.help("Intensidade: low, moderate ou high.", "Intensity: low, moderate or high."))
    var intensity: String?

    @Option(help: HelpLanguage.help("Observações sobre o treino.", "Notes about the workout."))
    var notes: String = ""

    @Option(name: .customLong("set"), help: HelpLanguage.help("Uma série, por exemplo \"Supino reto com barra:10x60\" (repita a opção).", "One set, for example \"Supino reto com barra:10x60\" (repeat the option)."))
    var sets: [String] = []

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let now = SystemClock.now()
        let completedAt = try date.map { text throws(FitTodayError) in LocalDateTime(startOf: try LocalDate.parse(text)) } ?? now
        var specifications: [SetSpecification] = []
        for text in sets { specifications.append(try SetSpecification(parsing: text)) }
        let request = LogWorkout.Request(
            status: try SessionStatus.parse(status),
            completedAt: completedAt,
            planID: try plan.map { text throws(FitTodayError) in try ArgumentValues.identifier(text, option: "--plan") },
            durationMinutes: try ArgumentValues.optionalInteger(duration, option: "--duration"),
            intensity: try ArgumentValues.optionalSlug(intensity, as: Intensity.self),
            notes: notes,
            sets: specifications
        )
        let (store, _) = try context.openStoreWithProfile()
        // Names match against the library as content/ holds it now, not as the last build left it.
        if !specifications.isEmpty { _ = try context.loadLibrary(into: store) }
        let recorded = try LogWorkout(history: store, plans: store, exercises: store, aliases: ExerciseAliases.libraryNames)
            .record(request, today: now.date)
        let session = recorded.session
        let newNames = recorded.newExercises.map(\.name)
        if json {
            context.console.result(JSONRepresentation.session(session).rendered())
            return
        }
        let locale = context.locale
        if session.status == .skipped {
            context.console.say(locale.pick("Treino de \(session.completedAt.date) marcado como pulado. Tudo bem, amanhã tem mais!",
                                            "Session on \(session.completedAt.date) marked as skipped. That's fine, there's always tomorrow!"))
        } else {
            var line = locale.pick("Treino #\(session.id ?? 0) registrado em \(session.completedAt.date)", "Session #\(session.id ?? 0) recorded on \(session.completedAt.date)")
            if !session.sets.isEmpty { line += locale.pick(": \(session.sets.count) séries", ": \(session.sets.count) sets") }
            if session.volumeKg > 0 { line += ", " + TextFormatter.kilograms(session.volumeKg, locale: locale) }
            context.console.say(line + locale.pick(". Bom trabalho!", ". Nice work!"))
        }
        // The suggestions come from the library without the person's own exercises, so the new one is not
        // suggested for itself.
        let matcher = newNames.isEmpty ? nil : try ExerciseResolver(exercises: store, aliases: ExerciseAliases.libraryNames).matcher()
        for name in newNames {
            var notice = locale.pick("\"\(name)\" não está na biblioteca: virou um exercício seu.",
                                     "\"\(name)\" is not in the library: it became an exercise of your own.")
            let closest = matcher?.closestNames(to: name) ?? []
            if !closest.isEmpty {
                let list = closest.map { "\"\($0)\"" }.joined(separator: locale.pick(" ou ", " or "))
                notice += locale.pick(" Você quis dizer \(list)?", " Did you mean \(list)?")
            }
            context.console.say(notice)
        }
    }
}
