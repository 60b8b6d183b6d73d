import ArgumentParser
import FitTodayDomain

/// `fittoday`: the root command.
struct FitTodayCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fittoday",
            abstract: HelpLanguage.words.fitToday.abstract,
            discussion: HelpLanguage.reflowed(HelpLanguage.words.fitToday.discussion),
            version: FitTodayVersion.current,
            subcommands: [
                // In the order a person meets them: set up, each day, the site, then bringing data in and out.
                InitCommand.self,
                ProfileCommand.self,
                CheckInCommand.self,
                PlanCommand.self,
                ProgramCommand.self,
                PrintCommand.self,
                DeloadCommand.self,
                LogCommand.self,
                SessionCommand.self,
                InboxCommand.self,
                HistoryCommand.self,
                BodyCommand.self,
                ExerciseCommand.self,
                BuildCommand.self,
                TeamCommand.self,
                ServeCommand.self,
                DeployCommand.self,
                ImagesCommand.self,
                ImportCommand.self,
                ExportCommand.self,
                BackupCommand.self,
                DevCommand.self,
            ]
        )
    }
}
