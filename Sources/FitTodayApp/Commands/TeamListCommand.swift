import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation

/// `fittoday team list [--date D] [--format json]`: the roster on a day, who needs attention first.
struct TeamListCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: HelpLanguage.words.teamList.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.teamList.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.teamList.date))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        let json = try output.isJSON()
        let day = try ArgumentValues.day(date)
        let reader = AthleteRosterReader(team: team, templates: try team.templates())
        var summaries: [AthleteSummary] = []
        for id in team.folder.athletes() { summaries.append(await reader.summary(of: id, on: day, sheet: false)) }
        if json {
            team.console.result(String(decoding: TeamSiteWriter.json(team: team.team.name, date: day, summaries: summaries).dropLast(), as: UTF8.self))
            return
        }
        let words = team.locale.words.cli.team
        guard !summaries.isEmpty else {
            team.console.say(words.noAthletes)
            return
        }
        team.console.result(RosterText(locale: team.locale).roster(summaries, team: team.team.name, date: day))
    }
}
