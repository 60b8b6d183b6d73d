import ArgumentParser
import FitTodayDomain

/// `fittoday plan new NAME`.
struct PlanNewCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: HelpLanguage.text("Cria um plano feito à mão.", "Creates a hand-made plan."),
        discussion: HelpLanguage.text("""
        O nome tem de 3 a 100 letras; a descrição, até 500.
        Exemplos:
          fittoday plan new "Treino A - Peito e tríceps"
          fittoday plan new "Treino B" --description "Costas e bíceps" --activate
        """, """
        The name has 3 to 100 characters; the description up to 500.
        Examples:
          fittoday plan new "Treino A - Peito e tríceps"
          fittoday plan new "Treino B" --description "Costas e bíceps" --activate
        """)
    )

    @Argument(help: HelpLanguage.help("Nome do plano.", "Name of the plan."))
    var name: String

    @Option(help: HelpLanguage.help("Descrição (até 500 letras).", "Description (up to 500 characters)."))
    var description: String = ""

    @Flag(help: HelpLanguage.help("Torna este o plano ativo.", "Makes this the active plan."))
    var activate = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let draft = Plan(name: name, description: description, createdAt: SystemClock.now(), isActive: activate, source: .manual)
        _ = try PlanRules.validated(draft)
        let (store, _) = try context.openStoreWithProfile()
        let plan = try store.createPlan(draft, newExercises: [])
        if json {
            context.console.result(JSONRepresentation.plan(plan).rendered())
        } else {
            context.console.say(context.locale.pick("Plano #\(plan.id ?? 0) criado: \(plan.name).", "Plan #\(plan.id ?? 0) created: \(plan.name)."))
            context.console.say(context.locale.pick(
                "Adicione exercícios com fittoday plan add-exercise \(plan.id ?? 0) \"Supino reto\" --sets 3 --reps 10 --rest 90",
                "Add exercises with fittoday plan add-exercise \(plan.id ?? 0) \"Bench press\" --sets 3 --reps 10 --rest 90"))
        }
    }
}
