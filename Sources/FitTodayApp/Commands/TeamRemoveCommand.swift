import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday team remove ID`: off the roster; the folder moves whole to `removed/ID/`, never deleted.
struct TeamRemoveCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: HelpLanguage.words.teamRemove.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.teamRemove.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.teamAdd.id))
    var id: String

    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        let athlete = try AthleteID.parse(id)
        let moved = try team.folder.remove(athlete)
        team.console.say(team.locale.words.cli.team.removed(id: athlete.value, folder: moved.path))
    }
}
