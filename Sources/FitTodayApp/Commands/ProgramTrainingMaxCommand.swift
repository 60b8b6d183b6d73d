import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday program tm "Lift=KG"`: a training max from the next program day on.
struct ProgramTrainingMaxCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "tm", abstract: HelpLanguage.words.programTm.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.programTm.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.programTm.value))
    var values: [String]

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStoreForPrograms()
        guard let standing = try context.useCases.followProgram(store: store).standing(), let runID = standing.run.id else { throw .noActiveProgram }
        let numbers = try context.liftNumbers(values, option: "tm", store: store)
        let today = SystemClock.now().date
        let names = try context.exerciseNames(in: store)
        for (exerciseID, kilograms) in numbers.sorted(by: { $0.key < $1.key }) {
            try store.programs.addTrainingMaxChange(TrainingMaxChange(exerciseID: exerciseID, kilograms: kilograms, fromDayIndex: standing.state.next.dayIndex, setOn: today), runID: runID)
            context.console.say(context.locale.words.cli.program.trainingMaxSet(name: names[exerciseID] ?? exerciseID, kg: WeightText.format(kilograms, context.unit, context.locale)))
        }
    }
}
