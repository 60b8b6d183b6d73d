import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday dev ...`: tools for demos and benchmarks.
struct DevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Ferramentas para demonstração e medições.",
        subcommands: [Seed.self]
    )

    struct Seed: FitTodaySubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Preenche o banco com dados de exemplo realistas e sempre iguais para a mesma semente.",
            discussion: """
            Exemplos:
              fittoday dev seed --days 90
              fittoday dev seed --sessions 10000 --days 3650 --seed 7
            """
        )

        @Option(help: "Quantos dias de histórico, terminando em --until.")
        var days: String = "90"

        @Option(help: "Quantos treinos (padrão: a frequência semanal do perfil ao longo dos dias).")
        var sessions: String?

        @Option(help: "Último dia do histórico (AAAA-MM-DD). Padrão: hoje.")
        var until: String?

        @Option(help: "Semente dos números aleatórios.")
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
            let summary = try SampleDataGenerator(seed: UInt64(truncatingIfNeeded: seedValue))
                .populate(store: store, sessions: count, days: dayCount, until: end, notAfter: end == now.date ? now : nil)
            context.console.say(context.locale.pick(
                "Dados de exemplo criados: \(summary.sessions) treinos (\(summary.completed) feitos), \(summary.sets) séries, \(summary.plans) planos, \(summary.checkIns) check-ins.",
                "Sample data created: \(summary.sessions) sessions (\(summary.completed) completed), \(summary.sets) sets, \(summary.plans) plans, \(summary.checkIns) check-ins."))
        }
    }
}
