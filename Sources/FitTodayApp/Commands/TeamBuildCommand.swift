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

    @OptionGroup var source: SiteSourceOptions

    @Option(help: ArgumentHelp(HelpLanguage.words.teamBuild.shard))
    var shard: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.teamBuild.shards))
    var shards: Int?

    @Flag(help: ArgumentHelp(HelpLanguage.words.teamBuild.gather))
    var gather = false

    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        let (now, day) = try ArgumentValues.nowAndDay(date)
        if let jobs, jobs < 1 { throw FitTodayError.invalidNumber(option: "--jobs", value: String(jobs)) }
        if let shards, shards < 1 { throw FitTodayError.invalidNumber(option: "--shards", value: String(shards)) }
        if gather, let shard { throw FitTodayError.invalidValue(option: "--gather", value: "--shard \(shard)", allowed: ["--gather", "--shard I/N"]) }
        let output = out.map { URL(fileURLWithPath: $0) } ?? team.folder.url.appendingPathComponent("public")
        let run = TeamBuildRun(team: team, output: output, day: day, now: now, request: .init(
            offline: source.offline, imageSource: source.imageSource, baseURL: source.baseURL, verbose: options.style.verbose
        ), jobs: jobs ?? max(ProcessInfo.processInfo.activeProcessorCount, 1), templates: try team.templates())
        let words = team.locale.words.cli.team
        let roster = team.folder.athletes()
        if gather {
            // From the summaries alone: no athlete's database is opened.
            let summaries = try run.gatheredSummaries(roster)
            try run.gather(summaries)
            let missing = summaries.filter { $0.failure != nil }
            team.console.say(words.gathered(path: output.path, athletes: summaries.count, missing: missing.count))
            if !missing.isEmpty { throw FitTodayError.team(.athletesNotBuilt(missing.map(Self.sentence))) }
            return
        }
        if let shard {
            let slice = try Self.shard(shard, shards: shards)
            let summaries = try await run.buildAthletes(roster.filter { slice.contains($0.value) })
            let failed = summaries.filter { $0.failure != nil }
            team.console.say(words.shardBuilt(shard: slice.description, built: summaries.count - failed.count, athletes: summaries.count))
            if !failed.isEmpty { throw FitTodayError.team(.athletesNotBuilt(failed.map(Self.sentence))) }
            return
        }
        let summaries = try await run.buildAthletes(roster)
        try run.gather(summaries)
        let failed = summaries.filter { $0.failure != nil }
        team.console.say(words.built(path: output.path, built: summaries.count - failed.count, athletes: summaries.count))
        if !failed.isEmpty { throw FitTodayError.team(.athletesNotBuilt(failed.map(Self.sentence))) }
    }

    private static func sentence(_ summary: AthleteSummary) -> String {
        "\(summary.name) (\(summary.id)): \(summary.failure ?? "")"
    }

    /// `--shard I/N`, or `auto` from a batch engine's variables; refused with a sentence otherwise.
    static func shard(_ text: String, shards: Int?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(FitTodayError) -> TeamShard {
        let found = text == "auto" ? BatchEngineShard.shard(in: environment, shards: shards) : TeamShard(text)
        guard let found else { throw .team(.invalidShard(text)) }
        if let shards, shards != found.count { throw .team(.invalidShard(text)) }
        return found
    }
}
