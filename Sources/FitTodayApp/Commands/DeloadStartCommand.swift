import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// `fittoday deload start`: a lighter week from today (about 40% fewer sets, or the program's deload week).
struct DeloadStartCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(commandName: "start", abstract: HelpLanguage.words.readiness.deloadStartAbstract)

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let (store, _) = try context.openStoreWithProfile()
        let deload = try store.deloads.startDeload(on: SystemClock.today())
        if json {
            context.console.result(OrderedJSON.object([
                ("started_on", .string(deload.startedOn.description)), ("last_day", .string(deload.lastDay.description)),
            ]).rendered())
            return
        }
        context.console.say(context.locale.words.cli.readiness.deloadStarted(
            start: DateText.dayAndMonth(deload.startedOn, context.locale), end: DateText.dayAndMonth(deload.lastDay, context.locale)))
    }
}
