import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday deload stop`: ends the running lighter week today.
struct DeloadStopCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(commandName: "stop", abstract: HelpLanguage.words.readiness.deloadStopAbstract)

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore()
        let today = SystemClock.today()
        guard try store.deloads.stopDeload(on: today) != nil else {
            context.console.say(context.locale.words.cli.readiness.deloadNone)
            return
        }
        context.console.say(context.locale.words.cli.readiness.deloadStopped(date: DateText.dayAndMonth(today, context.locale)))
    }
}
