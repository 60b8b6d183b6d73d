import ArgumentParser
import FitTodayDomain

/// `fittoday exercise delete ID|NAME [--force]`.
struct ExerciseDeleteCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: HelpLanguage.words.exerciseDelete.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.exerciseDelete.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.exerciseDelete.exercise))
    var exercise: String

    @Flag(help: ArgumentHelp(HelpLanguage.words.exerciseDelete.force))
    var force = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore()
        guard let found = try store.exercises.exercise(matching: exercise) else { throw .exerciseNotFound(reference: String(exercise.prefix(100))) }
        let deleted = try store.exercises.deleteExercise(id: found.id, force: force)
        let name = TerminalText.clean(ValidationIssue.shortened(deleted.exercise.name))
        if deleted.setsRemoved == 0 && deleted.plansTouched == 0 {
            context.console.say(context.locale.words.cli.exerciseDelete.deleted(name: name))
        } else {
            let sets = deleted.setsRemoved, sessions = deleted.sessionsTouched, plans = deleted.plansTouched
            let counts = context.locale.words.count
            context.console.say(context.locale.words.cli.exerciseDelete.deletedWithSets(
                name: name,
                sets: counts.setCount(sets), sessions: counts.sessionCount(sessions), plans: counts.planCount(plans)))
        }
    }
}
