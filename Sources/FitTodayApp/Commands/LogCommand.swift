import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday log`: records a session as done or skipped.
struct LogCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: HelpLanguage.words.log.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.log.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.log.status))
    var status = "completed"

    @Option(help: ArgumentHelp(HelpLanguage.words.log.date))
    var date: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.log.plan))
    var plan: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.log.duration))
    var duration: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.log.intensity))
    var intensity: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.readiness.rpe))
    var rpe: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.log.notes))
    var notes: String = ""

    @Option(name: .customLong("set"), help: ArgumentHelp(HelpLanguage.words.log.sets))
    var sets: [String] = []

    @Flag(name: .customLong("as-planned"), help: ArgumentHelp(HelpLanguage.words.logAsPlanned.flag))
    var asPlanned = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let now = SystemClock.now()
        let completedAt = try date.map { text throws(FitTodayError) in LocalDateTime(startOf: try LocalDate.parse(text)) } ?? now
        var specifications: [SetSpecification] = []
        for text in sets { specifications.append(try SetSpecification(parsing: text, unit: context.unit)) }
        var request = LogWorkout.Request(
            status: try SessionStatus.parse(status),
            completedAt: completedAt,
            planID: try plan.map { text throws(FitTodayError) in try ArgumentValues.identifier(text, option: "--plan") },
            durationMinutes: try ArgumentValues.optionalInteger(duration, option: "--duration"),
            intensity: try ArgumentValues.optionalSlug(intensity, as: Intensity.self),
            notes: notes,
            sets: specifications,
            rpe: try ArgumentValues.optionalInteger(rpe, option: "--rpe")
        )
        if let effort = request.rpe, !SessionEffort.range.contains(effort) { throw .invalid(.rpe(Double(effort))) }
        let (store, _) = try context.openStoreWithProfile()
        // Names match against the library as content/ holds it now, not as the last build left it.
        if !specifications.isEmpty { _ = try context.loadLibrary(into: store) }
        // An exercise swapped for the day with `plan swap`: its sets say which one the plan named.
        if !specifications.isEmpty {
            request.swappedFrom = Dictionary(try store.daySwaps.swaps(on: completedAt.date).map { ($0.exerciseID, $0.plannedExerciseID) },
                                             uniquingKeysWith: { first, _ in first })
        }

        if request.planID == nil {
            request.planID = try programDayPlanID(for: request, context: context, store: store, now: now)
        }
        if let planID = request.planID, let plan = try store.plans.plan(id: planID) {
            request.readinessHeld = try context.useCases.showTheDay(store: store, program: nil).wasAdjusted(plan, on: request.completedAt.date, asPlanned: asPlanned)
        }
        let recorded = try LogWorkout(history: store.history, plans: store.plans, exercises: store.exercises, aliases: ExerciseAliases.libraryNames)
            .record(request, today: now.date)
        let session = recorded.session
        let newNames = recorded.newExercises.map(\.name)
        if json {
            context.console.result(JSONRepresentation.session(session).rendered(unit: context.unit))
            return
        }
        let locale = context.locale
        if session.status == .skipped {
            context.console.say(locale.words.cli.log.skipped(date: DateText.terminal(session.completedAt.date, locale)))
        } else {
            var line = locale.words.cli.log.recorded(id: session.id ?? 0, date: DateText.terminal(session.completedAt.date, locale))
            if !session.sets.isEmpty { line += ": " + locale.words.count.setCount(session.sets.count) }
            if session.volumeKg > 0 { line += ", " + locale.words.domain.formatting.volume(weight: WeightText.volume(session.volumeKg, context.unit, locale)) }
            context.console.say(line + locale.words.cli.log.niceWork)
            // A completed workout without a set counts for nothing but the day: say how to add what was lifted.
            if session.sets.isEmpty { context.console.say(locale.words.cli.log.noSets(id: session.id ?? 0)) }
        }
        if plan == nil, let planID = session.planID, try store.plans.plan(id: planID)?.program != nil {
            context.console.say(locale.words.cli.log.countedAsProgramDay(id: planID))
        }
        // The suggestions come from the library without the person's own exercises, so the new one is not
        // suggested for itself.
        let matcher = newNames.isEmpty ? nil : try ExerciseResolver(exercises: store.exercises, aliases: ExerciseAliases.libraryNames).matcher()
        for name in newNames {
            var notice = locale.words.cli.log.notice(name: name)
            let closest = matcher?.closestNames(to: name) ?? []
            if !closest.isEmpty {
                let list = closest.map { "\"\($0)\"" }.joined(separator: locale.words.cli.log.or)
                notice += locale.words.cli.log.didYouMean(list: list)
            }
            context.console.say(notice)
        }
    }

    /// A completed session logged without `--plan` counts as the program's next day when that day's plan was
    /// made for the session's date and the session holds at least one of its exercises, or one swapped for it
    /// (docs/program-format.md).
    private func programDayPlanID(for request: LogWorkout.Request, context: CommandContext, store: SQLiteStore, now: LocalDateTime) throws(FitTodayError) -> Int64? {
        // The library was saved into the store above, for the sets' names.
        guard request.status == .completed, !request.sets.isEmpty,
              let plan = try context.useCases.followedProgram(store: store, loadingLibrary: false)?.storedDayPlan(on: request.completedAt.date, now: now),
              plan.forDate == request.completedAt.date else { return nil }
        let matcher = ExerciseMatcher(exercises: try store.exercises.exercises(), aliases: ExerciseAliases.libraryNames)
        let done = request.sets.compactMap { matcher.match($0.exerciseName)?.id }
        let logged = Set(done + done.compactMap { request.swappedFrom[$0] })
        return plan.exercises.contains { logged.contains($0.exerciseID) } ? plan.id : nil
    }
}
