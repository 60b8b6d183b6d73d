import ArgumentParser

/// `fittoday plan ...`.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: HelpLanguage.words.plan.abstract,
        subcommands: [
            PlanGenerateCommand.self, PlanNewCommand.self, PlanAddExerciseCommand.self, PlanListCommand.self,
            PlanShowCommand.self, PlanActivateCommand.self, PlanDeleteCommand.self, PlanWeekCommand.self, PlanSwapCommand.self,
        ]
    )
}
