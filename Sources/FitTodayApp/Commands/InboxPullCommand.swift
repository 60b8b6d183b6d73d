import ArgumentParser
import FitTodayData
import FitTodayDeploy
import FitTodayDomain

/// `fittoday inbox pull`: what the morning build does first, alone.
struct InboxPullCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: HelpLanguage.words.inboxPull.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.inboxPull.discussion)
    )

    @Flag(help: ArgumentHelp(HelpLanguage.words.inboxPull.offline))
    var offline = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let words = context.locale.words.cli.inbox
        guard let route = try InboxPullRun.route(context) else { return context.console.say(words.notConfigured) }
        let store = try context.openStore()
        let report = try await InboxPullRun(context: context, store: store, quietly: json)
            .pull(route, person: "me", day: SystemClock.today(), offline: offline, breaker: S3InboxBreaker())
        if json {
            return context.console.result(InboxJSON.pull(report).rendered())
        }
        guard let report else { return }
        if report.arrivals.isEmpty, report.refusals.isEmpty, report.failure == nil {
            context.console.say(words.nothingWaiting(place: route.source(person: "me", breaker: S3InboxBreaker()).place))
        } else if !report.changedHistory, report.refusals.isEmpty, report.failure == nil {
            context.console.say(words.nothingNew)
        }
    }
}
