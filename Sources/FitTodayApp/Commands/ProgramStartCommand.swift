import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday program start ID [--max "Lift=KG"]... [--tm "Lift=KG"]... [--start "Lift=KG"]... [--lift NAME] [--date D]`.
struct ProgramStartCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: HelpLanguage.words.programStart.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.programStart.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.programStart.id))
    var id: String

    @Option(name: .customLong("max"), help: ArgumentHelp(HelpLanguage.words.programStart.max))
    var maxes: [String] = []

    @Option(name: .customLong("tm"), help: ArgumentHelp(HelpLanguage.words.programStart.tm))
    var trainingMaxes: [String] = []

    @Option(name: .customLong("start"), help: ArgumentHelp(HelpLanguage.words.programStart.start))
    var starts: [String] = []

    @Option(help: ArgumentHelp(HelpLanguage.words.programStart.date))
    var date: String?

    /// Smolov Jr's one lift; then `--max 140` needs no name.
    @Option(help: ArgumentHelp(HelpLanguage.words.programStartLift.lift))
    var lift: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let day = try ArgumentValues.day(date)
        let store = try context.openStoreForPrograms()
        let follow = try context.useCases.followProgram(store: store)
        let file = try follow.program(id: id)
        // With --lift, a bare number ("--max 140") is that lift's.
        func named(_ values: [String]) -> [String] { lift.map { lift in values.map { $0.contains("=") ? $0 : lift + "=" + $0 } } ?? values }
        var run = ProgramRun(
            programID: file.id, startedOn: day,
            maxesKg: try context.liftNumbers(named(maxes), option: "--max", store: store),
            trainingMaxesKg: try context.liftNumbers(named(trainingMaxes), option: "--tm", store: store),
            startWeightsKg: try context.liftNumbers(named(starts), option: "--start", store: store)
        )
        if let chosen = file.lifts.first(where: \.isChosenAtStart), file.chosenExerciseID(in: run) == nil {
            // --lift without --max: the max comes from the history, said with its reason; without either, a refusal.
            guard let lift else { throw .programNeedsNumbers(option: "--lift", lifts: [chosen.shownKey]) }
            let matcher = ExerciseMatcher(exercises: try store.exercises.exercises(), aliases: ExerciseAliases.libraryNames)
            guard let exercise = matcher.match(lift) else { throw .exerciseNotFound(reference: lift) }
            guard let estimate = try follow.estimatedMaxKg(of: exercise.id, before: day) else {
                throw .programNeedsNumbers(option: "--max", lifts: [exercise.name])
            }
            run.maxesKg[exercise.id] = estimate
            context.console.say(context.locale.words.cli.programHistory.maxFromHistory(
                lift: exercise.name, max: WeightText.format(estimate, context.unit, context.locale)))
        }
        let program = file.choosing(exerciseID: file.chosenExerciseID(in: run))
        // Percentage lifts need a max or a training max; refuse before anything is written.
        let engine = try follow.engine(for: program, run: run)
        // A training max or max the history gives (its reason is in the status below) is not missing.
        let known = engine.initialState()
        var seen = Set<String>()
        let missing = program.lifts.filter { lift in
            engine.usesTrainingMax(lift.key) && run.trainingMaxesKg[lift.exerciseID] == nil && known.lifts[lift.key]?.trainingMaxKg == nil
                && !(engine.needsOnlyMax(lift.key) && engine.historyMaxesKg[lift.exerciseID] != nil)
                && !(engine.needsOnlyMax(lift.key) && run.maxesKg[lift.exerciseID] != nil)
                && (run.maxesKg[lift.exerciseID] == nil || program.trainingMaxPercent == nil) && seen.insert(lift.exerciseID).inserted
        }
        if !missing.isEmpty {
            // Lifts are named as the library shows them in this locale, not as the program file writes them.
            let shown = try context.exerciseNames(in: store)
            func name(_ lift: ProgramLift) -> String { shown[lift.exerciseID] ?? lift.exerciseName }
            // On a terminal it asks, as init does; a script gets one sentence naming every lift, and nothing is written.
            guard Console.isInteractive else { throw .programNeedsNumbers(option: "--tm", lifts: missing.map(name)) }
            let prompt = OnboardingPrompt(locale: context.locale)
            for lift in missing {
                // Typed in the person's unit, kept in kilograms.
                run.trainingMaxesKg[lift.exerciseID] = context.unit.kilograms(try prompt.kilograms(
                    question: context.locale.words.cli.program.askTrainingMax(name: name(lift), unit: context.unit.symbol), option: "--tm"))
            }
        }
        run = try store.programs.startProgramRun(run)
        let standing = try follow.standing()
        let locale = context.locale
        context.console.say(locale.words.cli.program.started(name: program.name, date: DateText.terminal(day, locale)))
        if let standing {
            context.console.result(ProgramText(locale: locale, unit: context.unit).status(standing, names: try context.exerciseNames(in: store)))
        }
    }
}
