import ArgumentParser
import FitTodayDomain

/// `fittoday exercise rename ID|NAME "New name"`.
struct ExerciseRenameCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: HelpLanguage.words.exerciseRename.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.exerciseRename.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.exerciseRename.exercise))
    var exercise: String

    @Argument(help: ArgumentHelp(HelpLanguage.words.exerciseRename.name))
    var name: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore()
        guard let found = try store.exercises.exercise(matching: exercise) else { throw .exerciseNotFound(reference: String(exercise.prefix(100))) }
        let (old, new) = try store.exercises.renameExercise(id: found.id, to: name)
        let oldName = TerminalText.clean(ValidationIssue.shortened(old.name)), newName = TerminalText.clean(new.name)
        context.console.say(context.locale.words.cli.exerciseRename.isNowCalled(oldName: oldName, newName: newName, clean: TerminalText.clean(new.id)))
    }
}
