import ArgumentParser

/// `fittoday plan ...`.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: HelpLanguage.text("Cria, mostra, ativa e apaga planos de treino.", "Creates, shows, activates and deletes workout plans."),
        subcommands: [
            PlanGenerateCommand.self, PlanNewCommand.self, PlanAddExerciseCommand.self, PlanListCommand.self,
            PlanShowCommand.self, PlanActivateCommand.self, PlanDeleteCommand.self,
        ]
    )
}
