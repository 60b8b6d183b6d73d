import ArgumentParser

/// `fittoday program ...`.
struct ProgramCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "program",
        abstract: HelpLanguage.words.program.abstract,
        subcommands: [
            ProgramListCommand.self, ProgramShowCommand.self, ProgramStartCommand.self, ProgramStatusCommand.self,
            ProgramStopCommand.self, ProgramTrainingMaxCommand.self, ProgramCheckCommand.self,
        ]
    )
}
