import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday team init --name NAME [--units kg|lb]`: makes the working folder (or `--team DIR`) a team.
struct TeamInitCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: HelpLanguage.words.teamInit.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.teamInit.discussion)
    )
    static var makesTheTeam: Bool { true }

    @Option(help: ArgumentHelp(HelpLanguage.words.teamInit.name))
    var name: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.profileUnits.units))
    var units: String?

    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        guard let name, !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw FitTodayError.missingOption(option: "--name") }
        var settings = TeamSettings(name: name.trimmingCharacters(in: .whitespaces), locale: team.locale)
        if let units { settings.unit = try UnitPreference.parse(flag: units) ?? .kg }
        let folder = try TeamFolder.create(at: team.folder.url, settings: settings)
        team.console.say(team.locale.words.cli.team.created(name: settings.name, folder: folder.url.path))
    }
}
