import Foundation
import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday plan add-exercise PLAN EXERCISE`.
struct PlanAddExerciseCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add-exercise",
        abstract: HelpLanguage.text("Acrescenta um exercício ao fim de um plano.", "Adds an exercise at the end of a plan."),
        discussion: HelpLanguage.text("""
        O exercício pode ser o código ou o nome (maiúsculas e acentos não importam). Um nome que a
        biblioteca não conhece vira um exercício seu.
        Séries de 1 a 10, repetições de 1 a 50, descanso de 30, 60, 90, 120 ou 180 segundos.
        Exemplos:
          fittoday plan add-exercise 1 "Supino reto com barra" --sets 4 --reps 10 --rest 90
          fittoday plan add-exercise 1 "Prancha" --sets 3 --reps 1 --rest 60 --notes "30 segundos"
        """, """
        The exercise can be its id or its name (case and accents do not matter). A name the library does not know
        becomes an exercise of your own.
        Sets from 1 to 10, reps from 1 to 50, rest of 30, 60, 90, 120 or 180 seconds.
        Examples:
          fittoday plan add-exercise 1 "Supino reto com barra" --sets 4 --reps 10 --rest 90
          fittoday plan add-exercise 1 "Prancha" --sets 3 --reps 1 --rest 60 --notes "30 segundos"
        """)
    )

    @Argument(help: HelpLanguage.help("Número do plano (veja fittoday plan list).", "Number of the plan (see fittoday plan list)."))
    var plan: String

    @Argument(help: HelpLanguage.help("Código ou nome do exercício.", "The exercise's id or name."))
    var exercise: String

    @Option(help: HelpLanguage.help("Séries, de 1 a 10.", "Sets, from 1 to 10."))
    var sets: String = "3"

    @Option(help: HelpLanguage.help("Repetições, de 1 a 50.", "Repetitions, from 1 to 50."))
    var reps: String = "10"

    @Option(help: HelpLanguage.help("Descanso em segundos: 30, 60, 90, 120 ou 180.", "Rest in seconds: 30, 60, 90, 120 or 180."))
    var rest: String = "60"

    @Option(help: HelpLanguage.help("Observação curta.", "A short note."))
    var notes: String = ""

    @Option(help: HelpLanguage.help("Grupo muscular, se o exercício for novo: chest, back, legs, shoulders, arms, core ou cardio.", "Muscle group, if the exercise is new: chest, back, legs, shoulders, arms, core or cardio."))
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
        guard try store.plan(id: planID) != nil else { throw .planNotFound(id: planID) }
        let resolved = try ExerciseResolver(exercises: store, aliases: ExerciseAliases.libraryNames).resolve([exercise], muscleGroup: muscleGroup)
        item.exerciseID = resolved.ids[0]
        let updated = try store.appendExercise(item, toPlan: planID, newExercises: resolved.newExercises)
        if json {
            context.console.result(JSONRepresentation.plan(updated).rendered())
            return
        }
        if !resolved.newExercises.isEmpty {
            context.console.say(context.locale.pick(
                "\"\(exercise)\" não estava na biblioteca e virou um exercício seu.",
                "\"\(exercise)\" was not in the library and became an exercise of your own."))
        }
        context.console.say(TextFormatter(locale: context.locale).plan(updated))
    }
}
