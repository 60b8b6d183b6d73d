import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation

/// `fittoday team build`: every athlete's site, their summaries, then the coach's page, the team sheet and
/// `team.json` (`docs/team.md`).
struct TeamBuildCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: HelpLanguage.words.teamBuild.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.teamBuild.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.teamBuild.out))
    var out: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.build.date))
    var date: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.teamBuild.jobs))
    var jobs: Int?

    @Flag(help: ArgumentHelp(HelpLanguage.words.build.offline))
    var offline = false

    @Option(name: .customLong("image-source"), help: ArgumentHelp(HelpLanguage.words.build.imageSource))
    var imageSource: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(HelpLanguage.words.build.baseURL))
    var baseURL: String?

    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        let now = SystemClock.now()
        let day = try ArgumentValues.date(date, today: now.date)
        if let jobs, jobs < 1 { throw FitTodayError.invalidNumber(option: "--jobs", value: String(jobs)) }
        let output = out.map { URL(fileURLWithPath: $0) } ?? team.folder.url.appendingPathComponent("public")
        let run = TeamBuildRun(team: team, output: output, day: day, now: now, request: .init(
            offline: offline, imageSource: imageSource, baseURL: baseURL, verbose: options.verbose
        ), jobs: jobs ?? max(ProcessInfo.processInfo.activeProcessorCount, 1))
        let summaries = try await run.buildAthletes(team.folder.athletes())
        try run.gather(summaries)
        let failed = summaries.filter { $0.failure != nil }
        team.console.say(team.locale.words.cli.team.built(
            path: output.path, built: summaries.count - failed.count, athletes: summaries.count))
        if !failed.isEmpty {
            throw FitTodayError.team(.athletesNotBuilt(failed.map { "\($0.name) (\($0.id)): \($0.failure ?? "")" }))
        }
    }
}
