import ArgumentParser
import FitTodayDomain

/// `fittoday deload ...`: a lighter week the person starts and may end early; never started on its own.
struct DeloadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deload",
        abstract: HelpLanguage.words.readiness.deloadAbstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.readiness.deloadDiscussion),
        subcommands: [DeloadStartCommand.self, DeloadStopCommand.self]
    )
}
