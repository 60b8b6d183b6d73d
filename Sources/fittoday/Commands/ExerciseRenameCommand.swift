import ArgumentParser
import FitTodayDomain

/// `fittoday exercise rename ID|NAME "New name"`.
struct ExerciseRenameCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: HelpLanguage.text("Dá outro nome a um exercício seu ou importado.", "Gives one of your own or imported exercises another name."),
        discussion: HelpLanguage.text("""
        O novo nome segue as mesmas regras de sempre: até 100 letras e diferente do nome de outro exercício (sem contar maiúsculas e acentos). Os treinos e planos que usam o exercício passam a mostrar o novo nome. Exercícios da biblioteca mudam de nome em content/exercises/<código>.md.

        Exemplos:
          fittoday exercise rename remada-curvada-2 "Remada curvada com halteres"
          fittoday exercise rename "Remada currvada" "Remada curvada"
        """, """
        The new name follows the usual rules: up to 100 characters and not the name of another exercise (ignoring case and accents). Sessions and plans that use the exercise show the new name. Library exercises are renamed in content/exercises/<id>.md.

        Examples:
          fittoday exercise rename remada-curvada-2 "Remada curvada com halteres"
          fittoday exercise rename "Remada currvada" "Remada curvada"
        """)
    )

    @Argument(help: HelpLanguage.help("Código ou nome do exercício.", "Id or name of the exercise."))
    var exercise: String

    @Argument(help: HelpLanguage.help("O novo nome.", "The new name."))
    var name: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore()
        guard let found = try store.exercise(matching: exercise) else { throw .exerciseNotFound(reference: String(exercise.prefix(100))) }
        let (old, new) = try store.renameExercise(id: found.id, to: name)
        let oldName = TerminalText.clean(ValidationIssue.shortened(old.name)), newName = TerminalText.clean(new.name)
        context.console.say(context.locale.pick(
            "\"\(oldName)\" agora se chama \"\(newName)\" (código \(TerminalText.clean(new.id))).",
            "\"\(oldName)\" is now called \"\(newName)\" (id \(TerminalText.clean(new.id)))."))
    }
}
