import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday init`: creates the database and the profile.
struct InitCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: HelpLanguage.text("Cria seus dados de treino e o perfil (objetivo e equipamento).", "Creates your training data and profile (goal and equipment)."),
        discussion: HelpLanguage.text("""
        No terminal, pergunta o objetivo e o equipamento. Em scripts, passe as opções:
          fittoday init --goal hypertrophy --equipment full-gym
          fittoday init --goal weight-loss --equipment home --level beginner --frequency 4
        Rodar de novo é seguro: nada se perde, e as opções informadas atualizam o perfil.
        """, """
        On a terminal, asks for the goal and the equipment. In scripts, pass the options:
          fittoday init --goal hypertrophy --equipment full-gym
          fittoday init --goal weight-loss --equipment home --level beginner --frequency 4
        Running it again is safe: nothing is lost, and the options given update the profile.
        """)
    )

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        var changes = try profile.changes()
        // Read before anything is written: a broken library folder refuses init with nothing left behind.
        let library = try context.loadLibrary()
        // Only an existing file is opened before the questions are answered, so that a refused
        // init leaves nothing behind.
        let existingStore = FileManager.default.fileExists(atPath: context.databasePath) ? try context.openStore(createIfMissing: true) : nil
        let existing = try existingStore?.profile()
        if existing == nil, changes.goal == nil || changes.equipment == nil {
            guard Console.isInteractive else { throw .missingOption(option: changes.goal == nil ? "--goal" : "--equipment") }
            let prompt = OnboardingPrompt(locale: context.locale)
            if changes.goal == nil { changes.goal = try prompt.choose(Goal.self, question: context.locale.pick("Qual é o seu objetivo?", "What is your goal?")) { $0.label(context.locale) } }
            if changes.equipment == nil { changes.equipment = try prompt.choose(Equipment.self, question: context.locale.pick("Onde você treina?", "Where do you train?")) { $0.label(context.locale) } }
        }
        let store: SQLiteStore
        if let existingStore { store = existingStore } else { store = try context.openStore(createIfMissing: true) }
        // The library goes into the database from the start, so `log` and `plan add-exercise` find its names.
        try store.saveExercises(library.exercises)
        let saved: Profile
        if let existing {
            saved = changes.applied(to: existing)
            if saved != existing { try store.saveProfile(saved) }
            context.console.say(context.locale.pick("Tudo pronto: seus dados já existiam e foram mantidos.", "All set: your data already existed and was kept."))
        } else {
            guard let goal = changes.goal, let equipment = changes.equipment else { throw .missingOption(option: "--goal") }
            saved = changes.applied(to: Profile(goal: goal, equipment: equipment))
            try store.saveProfile(saved)
            context.console.say(context.locale.pick("Pronto! Seu perfil foi criado.", "Done! Your profile was created."))
        }
        context.console.say(TextFormatter(locale: context.locale).profile(saved))
        context.console.say(context.locale.pick(
            "Próximo passo: fittoday checkin --focus full-body --soreness 0",
            "Next step: fittoday checkin --focus full-body --soreness 0"))
    }
}
