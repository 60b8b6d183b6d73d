/// Works out a block on paper (`fittoday print block`, the site's print page).
///
/// For a program, session k of the block is what `plan generate --date` gives on its day in a copy of the data where
/// every earlier printed session was logged as prescribed: the program's own engine is run forward in memory over
/// those sessions (every main set at its reps and load), nothing is written. For a composed plan, the next seven days
/// as `plan week` plans them, each with its loads from the history.
public struct WorkOutTheBlock: Sendable {
    /// A composed week's loads, by the rule of every plan's.
    private let prescribe: PrescribeLoads
    /// The plates of a barbell's load.
    private let policy: LoadPolicy
    private let locale: AppLocale

    public init(performances: any ExercisePerformanceRepository, settings: LoadSettings, locale: AppLocale) {
        prescribe = PrescribeLoads(performances: performances, settings: settings, locale: locale)
        policy = LoadPolicy(settings: settings)
        self.locale = locale
    }

    var words: Words.DomainWords.PrintBlockWords { locale.words.domain.printBlock }

    /// The program's next sessions from where the person stands.
    /// - Parameters:
    ///   - weeks: the weeks asked for (1–12); nil: the rest of the current cycle when the cycle is longer than a week,
    ///     else ``PrintBlock/defaultWeeks``.
    ///   - from: the first day a session may fall on; the program's start when that is later.
    ///   - builtOn: the build's day, for the cover.
    public func program(_ standing: FollowProgram.Standing, weeks: Int?, from: LocalDate, builtOn: LocalDate) -> PrintBlock {
        let program = standing.program, engine = standing.engine
        let perWeek = min(max(program.daysPerWeek, 1), 7)
        let cycleDays = max(program.daysPerCycle, 1)
        let count: Int = if let weeks {
            weeks * perWeek
        } else if program.weeks.count > 1 {
            cycleDays - standing.state.next.dayIndex % cycleDays
        } else {
            PrintBlock.defaultWeeks * perWeek
        }
        var sessions = standing.sessions
        var state = standing.state
        var nextID = (sessions.map(\.sessionID).max() ?? 0) + 1
        var last = sessions.map(\.completedAt).max()
        var printed: [PrintedSession] = []
        for (index, date) in Self.trainingDays(count, from: max(from, standing.run.startedOn), perWeek: perWeek).enumerated() {
            guard !state.finished else { break }
            let position = state.next
            let prescribed = engine.prescribe(position, state: state)
            printed.append(PrintedSession(number: index + 1, date: date, position: position, exercises: prescribed.map { item in
                PrintedExercise(exerciseID: item.exerciseID, name: engine.exercises[item.exerciseID]?.name ?? program.day(at: position).entries.first { $0.liftKey == item.liftKey }?.exerciseName ?? item.exerciseID,
                                superset: item.superset, stage: item.stage, sets: item.sets, restSeconds: item.restSeconds, note: item.note,
                                failureRule: failureRule(program.lift(named: item.liftKey)?.progression, item))
            }))
            // Logged at noon of its day, after every session before it, so the fold takes them in this order.
            var at = LocalDateTime(startOf: date).adding(seconds: 12 * 3600)
            if let last, !(last < at) { at = last.adding(seconds: 60) }
            last = at
            sessions.append(ProgramSession(sessionID: nextID, dayIndex: position.dayIndex, completedAt: at, status: .completed,
                                           sets: Self.asPrescribed(prescribed)))
            nextID += 1
            state = engine.state(after: sessions)
        }
        let rules = program.lifts.map(\.progression)
        let byTM = rules.allSatisfy { if case .trainingMax = $0 { true } else { $0 == .none } } && rules.contains { if case .trainingMax = $0 { true } else { false } }
        return PrintBlock(
            programID: program.id, programName: program.name, builtOn: builtOn, from: from, weeks: weeks ?? (count + perWeek - 1) / perWeek,
            assumesSuccess: rules.contains { Self.dependsOnPerformance($0) }, fixedByTrainingMax: byTM,
            starts: starts(standing), sessions: printed
        )
    }

    /// A composed plan's next seven days, as `plan week` plans them (``PlanTheWeek``), each with its loads.
    /// - Parameter weeksAsked: `--weeks`, ignored (and the page says so when it asked for more than one).
    public func composed(_ week: WeekOutlook, exercises: [String: Exercise], weeksAsked: Int?, from: LocalDate, builtOn: LocalDate) throws(FitTodayError) -> PrintBlock {
        var printed: [PrintedSession] = []
        for day in week.days {
            guard let plan = day.plan, let focus = day.focus else { continue }
            let loads = try prescribe(plan, on: day.date, exercises: exercises, soreness: 0)
            let items = zip(plan.exercises, loads).map { item, load in
                let barbell = LoadPolicy.facts(of: exercises[item.exerciseID]).implement == .barbell
                func plates(_ kg: Double?) -> [Double] { barbell ? kg.map { policy.platesPerSide($0) } ?? [] : [] }
                let warmups = load.warmup.map { PrescribedSet(kind: .warmup, reps: $0.reps, weightKg: $0.weightKg, platesPerSideKg: plates($0.weightKg)) }
                let work = (0..<max(item.sets, 1)).map { _ in
                    PrescribedSet(kind: .working, reps: item.reps, repsMax: item.repsMax, weightKg: load.targetWeightKg, platesPerSideKg: plates(load.targetWeightKg))
                }
                return PrintedExercise(exerciseID: item.exerciseID, name: exercises[item.exerciseID]?.name ?? item.exerciseName, superset: item.superset,
                                       sets: warmups + work, restSeconds: item.restSeconds, note: item.notes,
                                       failureRule: load.targetWeightKg == nil ? nil : words.failComposed)
            }
            printed.append(PrintedSession(number: printed.count + 1, date: day.date, focus: focus, exercises: items))
        }
        return PrintBlock(builtOn: builtOn, from: from, weeks: 1, weeksIgnored: (weeksAsked ?? 1) > 1, sessions: printed)
    }

    /// The first `count` days from `first` on which a program of `perWeek` days a week trains, spread over each week
    /// as ``WeekPlanner`` spreads a composed week's.
    static func trainingDays(_ count: Int, from first: LocalDate, perWeek: Int) -> [LocalDate] {
        var days: [LocalDate] = [], index = 0
        while days.count < count {
            if WeekPlanner.isTrainingDay(index, frequency: perWeek) { days.append(first.adding(days: index)) }
            index += 1
        }
        return days
    }

    /// A day logged as prescribed: every working, AMRAP and back-off set at its reps (an AMRAP's minimum, a range's
    /// bottom) and load, numbered per exercise as `log` numbers them.
    static func asPrescribed(_ day: [PrescribedExercise]) -> [LoggedSet] {
        var numbers: [String: Int] = [:]
        return day.flatMap { item in
            item.sets.filter { $0.kind != .warmup }.map { set in
                numbers[item.exerciseID, default: 0] += 1
                return LoggedSet(exerciseID: item.exerciseID, setNumber: numbers[item.exerciseID]!, reps: set.reps, weightKg: set.weightKg)
            }
        }
    }

    static func dependsOnPerformance(_ rule: ProgressionRule) -> Bool {
        switch rule {
        case .none, .trainingMax: false
        case .linear, .doubleProgression, .stages, .amrap, .weekly: true
        }
    }

    /// The numbers the block starts from, for its cover: each lift's training max, or its working weight.
    private func starts(_ standing: FollowProgram.Standing) -> [PrintedStart] {
        standing.program.lifts.compactMap { lift in
            let state = standing.state.lifts[lift.key]
            let tm = standing.engine.usesTrainingMax(lift.key) ? state?.trainingMaxKg : nil
            let weight = tm == nil ? state?.weightKg : nil
            guard tm != nil || weight != nil else { return nil }
            let name = standing.engine.exercises[lift.exerciseID]?.name ?? lift.exerciseName
            return PrintedStart(lift: lift.isNamedAfterItsExercise ? name : "\(lift.shownKey) · \(name)", exerciseID: lift.exerciseID,
                                trainingMaxKg: tm, weightKg: weight)
        }
    }

    /// What a failed set of `item` changes, in words, by its lift's rule; nil where nothing moves the load.
    func failureRule(_ rule: ProgressionRule?, _ item: PrescribedExercise) -> String? {
        let main = item.mainSets
        // A lift with no load yet (no training max given) has nothing a failure would change; a bodyweight lift
        // that moves by reps still has its rule.
        var byReps = false
        if case .doubleProgression? = rule { byReps = true }
        guard let rule, !main.isEmpty, byReps || main.contains(where: { $0.weightKg != nil }) else { return nil }
        let reps = Set(main.map(\.reps)).count == 1 ? "\(main[0].reps)" : main.map { "\($0.reps)" }.joined(separator: "/")
        switch rule {
        case .none:
            return nil
        case .trainingMax:
            return words.failTrainingMax
        case let .linear(_, deloadPercent, failures):
            let repeatLoad = words.failLinear(reps: reps)
            guard let deloadPercent else { return repeatLoad }
            return repeatLoad + "; " + words.failLinearDeload(count: failures, percent: NumberText.decimal(deloadPercent, fractionDigits: 2, locale))
        case let .stages(stages, _, resetPercent):
            let now = stages.firstIndex { $0.label == item.stage } ?? 0
            guard now + 1 < stages.count else {
                return words.failLastStage(first: stages[0].label.replacingOccurrences(of: "x", with: "×"), percent: NumberText.decimal(resetPercent, fractionDigits: 2, locale))
            }
            return words.failStage(next: stages[now + 1].label.replacingOccurrences(of: "x", with: "×"))
        case .doubleProgression:
            let top = main.map { $0.repsMax ?? $0.reps }.max() ?? 0
            return words.failDouble(top: top)
        case .amrap:
            return words.failAmrap
        case .weekly:
            return words.failWeekly
        }
    }
}
