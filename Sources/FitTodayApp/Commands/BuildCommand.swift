import ArgumentParser
import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import FitTodayImageCache
import FitTodaySite
import FitTodaySystem
import Foundation

/// `fittoday build`: renders the whole site into public/ (or --out), atomically and incrementally.
struct BuildCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: HelpLanguage.words.build.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.build.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.build.out))
    var out: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.build.date))
    var date: String?

    @OptionGroup var source: SiteSourceOptions

    @OptionGroup var readiness: AsPlannedOption

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        // The command ends with the build: its memory goes with the process, not object by object.
        ProcessLifetime.keepUntilExit(try await build(context, pullingInbox: true).workingSet)
    }

    /// Builds the site and says so; `serve` calls it for every rebuild, without the inbox (it takes logs itself).
    func build(_ context: CommandContext, pullingInbox: Bool = false) async throws(FitTodayError) -> SiteBuildReport {
        var request = SiteBuildRun.Request(
            out: out, date: date, offline: source.offline, imageSource: source.imageSource, baseURL: source.baseURL, asPlanned: readiness.asPlanned, verbose: global.style.verbose
        )
        if pullingInbox { request.inbox = InboxRequest(person: "me", breaker: S3InboxBreaker()) }
        return try await SiteBuildRun(context: context, request: request).build()
    }
}
