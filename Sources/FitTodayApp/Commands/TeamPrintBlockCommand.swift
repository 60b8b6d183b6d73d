import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday team print block [--athlete ID ... | --all]`: each chosen athlete's `[print]` set as `print block` sets
/// it, then the team built, so every athlete's site holds their block and the team sheet links them (docs/team.md).
struct TeamPrintBlockCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "block", abstract: HelpLanguage.words.teamPrintBlock.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.teamPrintBlock.discussion)
    )

    @Option(name: .customLong("athlete"), help: ArgumentHelp(HelpLanguage.words.teamPrintBlock.athlete))
    var athletes: [String] = []

    @Flag(help: ArgumentHelp(HelpLanguage.words.teamAssign.all))
    var all = false

    @Option(help: ArgumentHelp(HelpLanguage.words.printBlock.weeks))
    var weeks: String?

    @OptionGroup var printing: PrintDayOptions

    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        if all, !athletes.isEmpty { throw FitTodayError.invalidValue(option: "--all", value: "--athlete", allowed: ["--all", "--athlete ID"]) }
        let chosen = try team.chosen(athletes, all: all || athletes.isEmpty)
        let (now, day) = try ArgumentValues.nowAndDay(printing.date)
        // Every choice checked before any athlete's settings are written.
        var saving: [(PrintSettings, String)] = []
        for id in chosen {
            let context = try team.athleteContext(id)
            saving.append((try PrintBlockCommand.settings(context.configuration.print, weeks: weeks, paper: printing.paper), context.configurationPath))
        }
        for (settings, path) in saving { try settings.save(toConfigurationAt: path) }
        let output = team.folder.url.appendingPathComponent("public")
        let run = TeamBuildRun(team: team, output: output, day: day, now: now, request: .init(offline: printing.offline, verbose: options.style.verbose),
                               jobs: max(ProcessInfo.processInfo.activeProcessorCount, 1), templates: try team.templates())
        let summaries = try await run.buildAthletes(team.folder.athletes())
        try run.gather(summaries)
        let failed = summaries.filter { $0.failure != nil }
        team.console.say(team.locale.words.cli.teamPrintBlock.written(path: output.path, athletes: chosen.count))
        if !failed.isEmpty { throw FitTodayError.team(.athletesNotBuilt(failed.map { "\($0.name) (\($0.id)): \($0.failure ?? "")" })) }
    }
}
