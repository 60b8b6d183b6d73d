import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday plan generate`: today's plan from the curated library.
struct PlanGenerateCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: HelpLanguage.words.planGenerate.abstract,
        discussion: HelpText.reflowed(HelpLanguage.words.planGenerate.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.planGenerate.date))
    var date: String?

    @Flag(help: ArgumentHelp(HelpLanguage.words.planGenerate.fresh))
    var fresh = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let now = SystemClock.now()
        let day = try ArgumentValues.date(date, today: now.date)
        let (store, profile) = try context.openStoreWithProfile()
        let program = try context.followedProgram(store: store)
        let outcome = try await TodaysPlan(reader: store, compose: context.planComposer(now: now), programDay: program?.programDay(now: now))
            .generated(on: day, fresh: fresh)
        let locale = context.locale
        switch outcome {
        case .noPlan:
            throw .profileMissing
        case .restDay:
            if json {
                context.console.result(OrderedJSON.object([("date", .string(day.description)), ("rest_day", .bool(true)), ("plan", .null)]).rendered())
            } else {
                context.console.say(locale.words.cli.planGenerate.restDay)
            }
        case let .plan(plan, recorded, reused):
            let loads = try context.loadPrescriptions(for: plan, on: day, store: store, program: program)
            if json {
                context.console.result(PlanWithLoadsJSON.render(plan, loads: loads).rendered())
                return
            }
            if recorded == nil, plan.program == nil {
                let split = WeekSplit(frequency: profile.weeklyFrequency)
                context.console.say(locale.words.cli.planWeek.noCheckInWeek(day: day, split: split.label(locale), frequency: profile.weeklyFrequency))
            }
            if reused {
                context.console.say(locale.words.cli.planGenerate.cached)
            }
            if let link = plan.program {
                context.console.say(locale.words.cli.planGenerate.programDay(day: link.position.dayName, id: plan.id ?? 0))
            }
            if let reason = plan.fallbackReason {
                context.console.say(locale.words.cli.planGenerate.generatedLocally(reason: reason.label(locale)))
            }
            context.console.result(TextFormatter(locale: locale).plan(plan, loads: loads))
        }
    }
}
