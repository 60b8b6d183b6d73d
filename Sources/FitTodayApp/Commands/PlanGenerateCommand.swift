import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySystem
import Foundation

/// `fittoday plan generate`: today's plan from the curated library.
struct PlanGenerateCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: HelpLanguage.words.planGenerate.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planGenerate.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.planGenerate.date))
    var date: String?

    @Flag(help: ArgumentHelp(HelpLanguage.words.planGenerate.fresh))
    var fresh = false

    @OptionGroup var readiness: AsPlannedOption

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let (now, day) = try ArgumentValues.nowAndDay(date)
        let (store, profile) = try context.openStoreWithProfile()
        let program = try context.useCases.followedProgram(store: store)
        let given = try await context.useCases.showTheDay(store: store, program: program)
            .generated(on: day, now: now, fresh: fresh, asPlanned: readiness.asPlanned, compose: context.useCases.planComposer(now: now))
        let reading = given.reading
        let locale = context.locale
        switch given.decided {
        case .noPlan:
            throw .profileMissing
        case .restDay:
            if json {
                context.console.result(OrderedJSON.object([("date", .string(day.description)), ("rest_day", .bool(true)), ("plan", .null)]).rendered(unit: context.unit))
            } else {
                context.console.say(locale.words.cli.planGenerate.restDay)
            }
        case let .plan(_, recorded, reused):
            guard let shown = given.shown else { throw .unexpected }
            let plan = shown.plan, loads = shown.loads
            // What each exercise may be swapped for when its station is taken (issue 52).
            let alternatives = try context.useCases.alternatives(of: shown, on: day, profile: profile, store: store, program: program)
            if json {
                let day = AlternativesJSON.adding(alternatives, to: ReadinessJSON.day(shown, locale: locale, asPlanned: readiness.asPlanned), locale: locale)
                context.console.result(day.rendered(unit: context.unit))
                return
            }
            for line in ReadinessText(locale: locale).reading(reading) { context.console.say(line) }
            if plan.program == nil, plan.source != .manual, recorded?.givenFocus == nil {
                let split = WeekSplit(frequency: profile.weeklyFrequency), date = DateText.terminal(day, locale)
                context.console.say(recorded == nil
                    ? locale.words.cli.planWeek.noCheckInWeek(day: date, split: split.label(locale), frequency: profile.weeklyFrequency)
                    : locale.words.cli.dayFocus.weekChose(day: date, split: split.label(locale), frequency: profile.weeklyFrequency))
            }
            if reused {
                context.console.say(locale.words.cli.planGenerate.cached)
            }
            // A program that ends (Smolov Jr) and is done: today's plan is composed, and the person is told why.
            if plan.program == nil, let standing = program?.standing, standing.state.finished {
                context.console.say(locale.words.cli.planGenerate.programEnded(name: standing.program.name))
            }
            if let link = plan.program {
                context.console.say(locale.words.cli.planGenerate.programDay(day: link.position.dayName, id: plan.id ?? 0))
            }
            if let reason = plan.fallbackReason {
                context.console.say(locale.words.cli.planGenerate.generatedLocally(reason: reason.label(locale)))
            }
            context.console.result(TextFormatter(locale: locale, unit: context.unit).plan(plan, loads: loads, alternatives: alternatives))
            for line in ReadinessText(locale: locale).changes(shown) { context.console.say(line) }
        }
    }
}
