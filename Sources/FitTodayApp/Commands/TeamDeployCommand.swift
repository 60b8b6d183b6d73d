import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation
import Logging

/// `fittoday team deploy [--out DIR] [--dry-run] [--max-deletes N] [--target URL] [--shard I/N|auto]`: the team's
/// output to the `[deploy]` target of `team.toml`, as `deploy` publishes one site (`docs/deploy.md`). With `--shard`,
/// only that shard's athletes' sites, each to `TARGET/athletes/<id>/`, so each task of a batch job publishes what it
/// built.
struct TeamDeployCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "deploy", abstract: HelpLanguage.words.teamDeploy.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.teamDeploy.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.teamBuild.out))
    var out: String?

    @OptionGroup var choice: DeployChoiceOptions

    @Option(help: ArgumentHelp(HelpLanguage.words.teamBuild.shard))
    var shard: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.teamBuild.shards))
    var shards: Int?

    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        let output = (out.map { URL(fileURLWithPath: $0) } ?? team.folder.url.appendingPathComponent("public")).standardizedFileURL
        var logger = Logger(label: "fittoday")
        logger.logLevel = options.style.verbose ? .debug : .critical
        let settings = team.team.deploy
        let setting = choice.target != nil ? "--target" : "[deploy] target (team.toml)"
        guard let shard else {
            try await DeployCommand.deploy(output, settings: settings, target: choice.target, setting: setting, dryRun: choice.dryRun,
                                           maxDeletes: choice.maxDeletes, console: team.console, logger: logger, locale: team.locale)
            return
        }
        let slice = try TeamBuildCommand.shard(shard, shards: shards)
        guard let base = choice.target ?? settings.target else { throw FitTodayError.deploy(.targetMissing) }
        let root = base.hasSuffix("/") ? String(base.dropLast()) : base
        for id in team.folder.athletes() where slice.contains(id.value) {
            let site = output.appendingPathComponent(TeamFolder.athletesFolder).appendingPathComponent(id.value)
            try await DeployCommand.deploy(site, settings: settings, target: "\(root)/\(TeamFolder.athletesFolder)/\(id.value)", setting: setting,
                                           dryRun: choice.dryRun, maxDeletes: choice.maxDeletes, console: team.console, logger: logger, locale: team.locale)
        }
    }
}
