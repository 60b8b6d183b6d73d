import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// `fittoday plan swap POSITION EXERCISE [--date D]` and `plan swap POSITION --undo` (issue 52): an exercise of the
/// day done as another, chosen before the session, as "Trocar" does on the sheet.
struct PlanSwapCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "swap",
        abstract: HelpLanguage.words.planSwap.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planSwap.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.planSwap.position))
    var position: String

    @Argument(help: ArgumentHelp(HelpLanguage.words.planSwap.exercise))
    var exercise: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.planSwap.date))
    var date: String?

    @Flag(help: ArgumentHelp(HelpLanguage.words.planSwap.undo))
    var undo = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let (now, day) = try ArgumentValues.nowAndDay(date)
        let position = try ArgumentValues.integer(position, option: "POSITION")
        if !undo, exercise == nil { throw .missingOption(option: "EXERCISE") }
        if undo, let exercise { throw .unknownCommandLine(detail: exercise) }
        let (store, _) = try context.openStoreWithProfile()
        let program = try context.useCases.followedProgram(store: store)
        // Names match against the library as content/ holds it now (a program follower's was loaded above).
        if program == nil { _ = try context.loadLibrary(into: store) }
        let theDay = context.useCases.showTheDay(store: store, program: program)
        // The day is decided (composed, or the program's day stored) as the morning build does, so that the swap
        // holds to the plan the gym sees.
        let decided = try await theDay.decide(on: day, now: now, compose: context.useCases.planComposer(now: now), asPlanned: false)
        let before = try await theDay.shown(on: day, asPlanned: false, decided: decided)
        guard let planned = before.decided.plan, let shown = before.shown?.plan else { throw .invalid(.swapNoPlan(date: day)) }
        let swapping = SwapPlannedExercise(swaps: store.daySwaps)
        var chosen: Exercise?
        if undo {
            try swapping.undo(position: position, decided: planned, shown: shown, on: day)
        } else if let exercise {
            let matcher = ExerciseMatcher(exercises: try store.exercises.exercises(), aliases: ExerciseAliases.libraryNames)
            guard let found = matcher.match(exercise) else {
                throw .invalid(.swapUnknownExercise(name: String(exercise.prefix(100)), closest: matcher.closestNames(to: exercise)))
            }
            chosen = try swapping.swap(position: position, with: found, decided: planned, shown: shown, on: day) == nil ? nil : found
        }
        let plannedEntry = shown.exercises[position - 1]
        let plannedID = plannedEntry.swappedFrom ?? plannedEntry.exerciseID
        let plannedName = try store.exercises.exercise(id: plannedID)?.name ?? plannedEntry.exerciseName
        let after = try await theDay.shown(on: day, asPlanned: false, decided: decided)
        let entry = after.shown.flatMap { $0.plan.exercises.indices.contains(position - 1) ? $0.plan.exercises[position - 1] : nil }
        let load = after.shown.flatMap { $0.loads.indices.contains(position - 1) ? $0.loads[position - 1] : nil }
        report(chosen: chosen, entry: entry, load: load, plannedID: plannedID, plannedName: plannedName, position: position,
               day: day, isProgramDay: planned.program != nil, json: json, context: context)
    }

    private func report(
        chosen: Exercise?, entry: PlanExercise?, load: LoadPrescription?, plannedID: String, plannedName: String, position: Int,
        day: LocalDate, isProgramDay: Bool, json: Bool, context: CommandContext
    ) {
        let locale = context.locale, unit = context.unit
        let words = locale.words.cli.planSwap
        if json {
            var members: [(String, OrderedJSON)] = [
                ("date", .string(day.description)), ("position", .int(position)),
                ("exercise_id", .string(chosen?.id ?? plannedID)), ("exercise_name", .string(chosen?.name ?? plannedName)),
                ("swapped_from", chosen == nil ? .null : .string(plannedID)),
                ("swapped_from_name", chosen == nil ? .null : .string(plannedName)),
            ]
            if let entry {
                members += [("sets", .int(entry.sets)), ("reps", .int(entry.reps)), ("reps_max", .optional(entry.repsMax))]
            }
            members += [("target_weight_kg", .optional(load?.targetWeightKg)), ("reason", .optional(load?.reason))]
            context.console.result(OrderedJSON.object(members).rendered(unit: unit))
            return
        }
        let date = DateText.terminal(day, locale)
        guard let chosen else {
            context.console.say(words.undone(position: position, date: date, planned: plannedName))
            return
        }
        context.console.say(words.swapped(position: position, date: date, exercise: chosen.name, planned: plannedName))
        if let entry, let load {
            let work = "\(entry.sets) × \(entry.workText(locale))"
            let reason = load.reason ?? ""
            context.console.say(load.targetWeightKg.map { words.targetWithLoad(work: work, load: WeightText.format($0, unit, locale), reason: reason) }
                ?? words.target(work: work, reason: reason))
        }
        if isProgramDay { context.console.say(words.programHolds(planned: plannedName, exercise: chosen.name)) }
        context.console.say(words.undoHint(position: position, dateOption: self.date.map { _ in " --date \(day)" } ?? ""))
    }
}
