import ArgumentParser
import FitTodayDomain

/// `fittoday exercise delete ID|NAME [--force]`.
struct ExerciseDeleteCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: HelpLanguage.text("Apaga um exercício seu ou importado.", "Deletes one of your own or imported exercises."),
        discussion: HelpLanguage.text("""
        Um exercício que aparece em treinos ou planos só é apagado com --force, que tira as séries dele desses treinos (os treinos continuam no histórico) e tira o exercício dos planos. Exercícios da biblioteca voltariam no próximo build e não são apagados.

        Exemplos:
          fittoday exercise delete remada-curvada-2
          fittoday exercise delete "Remada currvada" --force
        """, """
        An exercise used by sessions or plans is deleted only with --force, which removes its sets from those sessions (the sessions stay in the history) and removes it from the plans. Library exercises would come back on the next build and are not deleted.

        Examples:
          fittoday exercise delete remada-curvada-2
          fittoday exercise delete "Remada currvada" --force
        """)
    )

    @Argument(help: HelpLanguage.help("Código ou nome do exercício.", "Id or name of the exercise."))
    var exercise: String

    @Flag(help: HelpLanguage.help("Apaga também as séries dele nos treinos e o tira dos planos.", "Also deletes its sets in sessions and removes it from plans."))
    var force = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore()
        guard let found = try store.exercise(matching: exercise) else { throw .exerciseNotFound(reference: String(exercise.prefix(100))) }
        let deleted = try store.deleteExercise(id: found.id, force: force)
        let name = TerminalText.clean(ValidationIssue.shortened(deleted.exercise.name))
        if deleted.setsRemoved == 0 && deleted.plansTouched == 0 {
            context.console.say(context.locale.pick("\"\(name)\" apagado.", "\"\(name)\" deleted."))
        } else {
            let sets = deleted.setsRemoved, sessions = deleted.sessionsTouched, plans = deleted.plansTouched
            context.console.say(context.locale.pick(
                "\"\(name)\" apagado, com \(sets) \(sets == 1 ? "série" : "séries") de \(sessions) \(sessions == 1 ? "treino" : "treinos"); saiu de \(plans) \(plans == 1 ? "plano" : "planos").",
                "\"\(name)\" deleted, with \(sets) \(sets == 1 ? "set" : "sets") from \(sessions) \(sessions == 1 ? "session" : "sessions"); removed from \(plans) \(plans == 1 ? "plan" : "plans")."))
        }
    }
}
