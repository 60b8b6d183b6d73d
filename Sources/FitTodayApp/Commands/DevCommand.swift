import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday dev ...`: tools for demos and benchmarks.
struct DevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: HelpLanguage.words.dev.abstract,
        subcommands: [Seed.self]
    )

    struct Seed: FitTodaySubcommand {
        static let configuration = CommandConfiguration(
            abstract: HelpLanguage.words.devSeed.abstract,
            discussion: HelpLanguage.reflowed(HelpLanguage.words.devSeed.discussion)
        )

        @Option(help: ArgumentHelp(HelpLanguage.words.devSeed.days))
        var days: String = "90"

        @Option(help: ArgumentHelp(HelpLanguage.words.devSeed.sessions))
        var sessions: String?

        @Option(help: ArgumentHelp(HelpLanguage.words.devSeed.until))
        var until: String?

        @Option(help: ArgumentHelp(HelpLanguage.words.devSeed.seed))
        var seed: String = "1"

        @Option(help: ArgumentHelp(HelpLanguage.words.devSeed.program))
        var program: String?

        @OptionGroup var global: GlobalOptions

        func execute(_ context: CommandContext) async throws(FitTodayError) {
            let dayCount = try ArgumentValues.integer(days, option: "--days")
            guard dayCount >= 1 else { throw .invalidNumber(option: "--days", value: days) }
            let seedValue = UInt64(truncatingIfNeeded: try ArgumentValues.integer(seed, option: "--seed"))
            let now = SystemClock.now()
            let end = try ArgumentValues.date(until, option: "--until", today: now.date)
            let notAfter = end == now.date ? now : nil
            let (store, profile) = try context.openStoreWithProfile()
            let count = try ArgumentValues.optionalInteger(sessions, option: "--sessions") ?? max(1, dayCount * profile.weeklyFrequency / 7)
            guard count >= 0 else { throw .invalidNumber(option: "--sessions", value: sessions ?? "") }
            let library = try context.loadLibrary(into: store)
            let words = context.locale.words.cli.devSeed
            if let program {
                // A history that follows the program, logged against its days.
                let written = try ProgramHistorySeeder(seed: seedValue).populate(
                    store: store, follow: try context.useCases.followProgram(store: store), programID: program, sessions: count, days: dayCount,
                    until: end, notAfter: notAfter
                )
                return context.console.say(written > 0 ? words.programCreated(sessions: written, program: program) : words.nothingNew)
            }
            let summary = try SampleDataGenerator(seed: seedValue)
                .populate(store: store, library: library.exercises, sessions: count, days: dayCount, until: end, notAfter: notAfter,
                          locale: context.locale, unit: context.unit)
            guard summary.sessions > 0 || summary.plans > 0 else { return context.console.say(words.nothingNew) }
            context.console.say(words.created(sessions: summary.sessions, completed: summary.completed, sets: summary.sets, plans: summary.plans, checkIns: summary.checkIns))
        }
    }
}
