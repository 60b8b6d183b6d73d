import ArgumentParser

/// `fittoday team`: a coach's team of athletes, one ordinary FitToday folder each (`docs/team.md`).
struct TeamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team",
        abstract: HelpLanguage.words.team.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.team.discussion),
        subcommands: [
            TeamInitCommand.self, TeamAddCommand.self, TeamRemoveCommand.self, TeamListCommand.self, TeamAssignCommand.self,
            TeamBuildCommand.self, TeamDeployCommand.self, TeamPrintCommand.self,
        ]
    )
}
