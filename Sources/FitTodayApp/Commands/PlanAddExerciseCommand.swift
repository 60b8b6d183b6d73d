import Foundation
import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday plan add-exercise PLAN EXERCISE`.
struct PlanAddExerciseCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add-exercise",
        abstract: HelpLanguage.words.planAddExercise.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planAddExercise.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.planAddExercise.plan))
    var plan: String

    @Argument(help: ArgumentHelp(HelpLanguage.words.planAddExercise.exercise))
    var exercise: String

    @Option(help: ArgumentHelp(HelpLanguage.words.planAddExercise.sets))
    var sets: String = "3"

    @Option(help: ArgumentHelp(HelpLanguage.words.planAddExercise.reps))
    var reps: String = "10"

    @Option(help: ArgumentHelp(HelpLanguage.words.planAddExercise.rest))
    var rest: String = "60"

    @Option(help: ArgumentHelp(HelpLanguage.words.planAddExercise.notes))
    var notes: String = ""

    @Option(help: ArgumentHelp(HelpLanguage.words.planAddExercise.group))
    var group: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let planID = try ArgumentValues.identifier(plan, option: "plan")
        let muscleGroup = try ArgumentValues.optionalSlug(group, as: MuscleGroup.self, option: "--group")
        var item = PlanExercise(
            exerciseID: "",
            sets: try ArgumentValues.integer(sets, option: "--sets"),
            reps: try ArgumentValues.integer(reps, option: "--reps"),
            restSeconds: try ArgumentValues.integer(rest, option: "--rest"),
            notes: notes.trimmingCharacters(in: .whitespacesAndNewlines)
        )
        try PlanRules.validate(item)
        let (store, _) = try context.openStoreWithProfile()
        // Names match against the library as content/ holds it now, not as the last build left it.
        _ = try context.loadLibrary(into: store)
        guard try store.plans.plan(id: planID) != nil else { throw .planNotFound(id: planID) }
        let resolved = try ExerciseResolver(exercises: store.exercises, aliases: ExerciseAliases.libraryNames).resolve([exercise], muscleGroup: muscleGroup)
        item.exerciseID = resolved.ids[0]
        let updated = try store.plans.appendExercise(item, toPlan: planID, newExercises: resolved.newExercises)
        if json {
            context.console.result(JSONRepresentation.plan(updated).rendered(unit: context.unit))
            return
        }
        if !resolved.newExercises.isEmpty {
            context.console.say(context.locale.words.cli.planAddExercise.notInLibrary(exercise: exercise))
        }
        context.console.say(TextFormatter(locale: context.locale, unit: context.unit).plan(updated))
    }
}
