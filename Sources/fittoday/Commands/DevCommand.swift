import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday dev ...`: tools for demos and benchmarks.
struct DevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: HelpLanguage.text("Ferramentas para demonstração e medições.", "Tools for demonstrations and measurements."),
        subcommands: [Seed.self]
    )

    struct Seed: FitTodaySubcommand {
        static let configuration = CommandConfiguration(
            abstract: HelpLanguage.text(
                "Preenche o banco com dados de exemplo realistas, só com exercícios da biblioteca; repetir com a mesma semente não duplica nada.",
                "Fills the database with realistic sample data, library exercises only; repeating with the same seed duplicates nothing."),
            discussion: HelpLanguage.text("""
            Exemplos:
              fittoday dev seed --days 90
              fittoday dev seed --sessions 10000 --days 3650 --seed 7
            """, """
            Examples:
              fittoday dev seed --days 90
              fittoday dev seed --sessions 10000 --days 3650 --seed 7
            """)
        )

        @Option(help: HelpLanguage.help("Quantos dias de histórico, terminando em --until.", "How many days of history, ending on --until."))
        var days: String = "90"

        @Option(help: HelpLanguage.help("Quantos treinos (padrão: a frequência semanal do perfil ao longo dos dias).", "How many sessions (default: the profile's weekly frequency over the days)."))
        var sessions: String?

        @Option(help: HelpLanguage.help("Último dia do histórico (AAAA-MM-DD). Padrão: hoje.", "Last day of the history (YYYY-MM-DD). Default: today."))
        var until: String?

        @Option(help: HelpLanguage.help("Semente dos números aleatórios.", "Seed of the random numbers."))
        var seed: String = "1"

        @OptionGroup var global: GlobalOptions

        func execute(_ context: CommandContext) async throws(FitTodayError) {
            let dayCount = try ArgumentValues.integer(days, option: "--days")
            guard dayCount >= 1 else { throw .invalidNumber(option: "--days", value: days) }
            let seedValue = try ArgumentValues.integer(seed, option: "--seed")
            let now = SystemClock.now()
            let end = try ArgumentValues.date(until, option: "--until", today: now.date)
            let (store, profile) = try context.openStoreWithProfile()
            let count = try ArgumentValues.optionalInteger(sessions, option: "--sessions") ?? max(1, dayCount * profile.weeklyFrequency / 7)
            guard count >= 0 else { throw .invalidNumber(option: "--sessions", value: sessions ?? "") }
            let library = try context.loadLibrary(into: store)
            let summary = try SampleDataGenerator(seed: UInt64(truncatingIfNeeded: seedValue))
                .populate(store: store, library: library.exercises, sessions: count, days: dayCount, until: end, notAfter: end == now.date ? now : nil)
            guard summary.sessions > 0 || summary.plans > 0 else {
                context.console.say(context.locale.pick("Nada novo: esses dados de exemplo já estão no banco.", "Nothing new: this sample data is already in the database."))
                return
            }
            context.console.say(context.locale.pick(
                "Dados de exemplo criados: \(summary.sessions) treinos (\(summary.completed) feitos), \(summary.sets) séries, \(summary.plans) planos, \(summary.checkIns) check-ins.",
                "Sample data created: \(summary.sessions) sessions (\(summary.completed) completed), \(summary.sets) sets, \(summary.plans) plans, \(summary.checkIns) check-ins."))
        }
    }
}
