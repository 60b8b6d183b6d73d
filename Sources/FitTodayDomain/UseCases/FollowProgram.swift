/// The one place a program meets the history: which day is next, the plan that day is stored as (its id is what
/// `log --plan` takes), every day's loads, and the program's page. `plan generate`, `plan show`, `build`,
/// today's page and `program status` all go through here, so they always give the same numbers.
public struct FollowProgram: Sendable {
    /// Where a person stands in the program they follow.
    public struct Standing: Sendable {
        public var run: ProgramRun
        public var program: Program
        public var engine: ProgramEngine
        public var sessions: [ProgramSession]
        public var state: ProgramState
    }

    private let programs: any ProgramRepository
    private let performances: any ExercisePerformanceRepository
    private let catalogue: [Program]
    private let exercises: [String: Exercise]
    private let settings: LoadSettings
    private let locale: AppLocale

    /// - Parameters:
    ///   - catalogue: every program the person can follow (built in and their own), names resolved.
    ///   - exercises: the library by id (for what each lift is loaded with).
    public init(
        programs: any ProgramRepository, performances: any ExercisePerformanceRepository, catalogue: [Program],
        exercises: [String: Exercise], settings: LoadSettings, locale: AppLocale
    ) {
        self.programs = programs
        self.performances = performances
        self.catalogue = catalogue
        self.exercises = exercises
        self.settings = settings
        self.locale = locale
    }

    /// The program of `id`, or a friendly refusal.
    public func program(id: String) throws(FitTodayError) -> Program {
        guard let program = catalogue.first(where: { $0.id == id }) else { throw .programNotFound(id: id) }
        return program
    }

    /// The run being followed with its state; nil when none is, or its program is no longer in the catalogue.
    public func standing() throws(FitTodayError) -> Standing? {
        guard let run = try programs.activeProgramRun(), let runID = run.id,
              let program = catalogue.first(where: { $0.id == run.programID }) else { return nil }
        let engine = try engine(for: program, run: run)
        let sessions = try programs.programSessions(runID: runID)
        // The engine's program: Smolov Jr's lift with the exercise the run chose.
        return Standing(run: run, program: engine.program, engine: engine, sessions: sessions, state: engine.state(after: sessions))
    }

    /// The engine of `program` for `run`, with each lift's last weight and estimated max before the run.
    public func engine(for program: Program, run: ProgramRun) throws(FitTodayError) -> ProgramEngine {
        let chosen = program.chosenExerciseID(in: run)
        let ids = Array(Set(program.lifts.map(\.exerciseID).filter { !$0.isEmpty } + [chosen].compactMap { $0 })).sorted()
        let recent = try performances.recentPerformances(of: ids, before: run.startedOn, limit: 1)
        var weights: [String: Double] = [:], maxes: [String: Double] = [:]
        for (id, entries) in recent {
            guard let entry = entries.first else { continue }
            let working = entry.sets.filter { $0.kind.isWorkingSet }
            if let heaviest = working.compactMap(\.weightKg).max(), heaviest > 0 { weights[id] = heaviest }
            if let best = working.compactMap({ set in set.weightKg.flatMap { ExerciseProgress.epley(weightKg: $0, reps: set.reps) } }).max() {
                maxes[id] = best
            }
        }
        return ProgramEngine(program: program, run: run, exercises: exercises, settings: settings, locale: locale,
                             historyWeightsKg: weights, historyMaxesKg: maxes)
    }

    /// The one-rep max of `exerciseID` estimated (Epley) from its last session before `date`; nil without one.
    public func estimatedMaxKg(of exerciseID: String, before date: LocalDate) throws(FitTodayError) -> Double? {
        let entry = try performances.recentPerformances(of: [exerciseID], before: date, limit: 1)[exerciseID]?.first
        return entry?.sets.filter { $0.kind.isWorkingSet }.compactMap { set in set.weightKg.flatMap { ExerciseProgress.epley(weightKg: $0, reps: set.reps) } }.max()
    }

    /// The next program day as a stored plan for `date`, stored now (`store`) when missing, made for another date
    /// (the day waited), or no longer what the program's file gives; nil without an active program, or when it is
    /// missing and not `store`. Every plan of one program day counts as that day when logged.
    /// `known`: the standing already worked out by the caller, so one command folds the history once.
    public func dayPlan(on date: LocalDate, now: LocalDateTime, store: Bool, known: Standing? = nil) throws(FitTodayError) -> Plan? {
        var found = known
        if found == nil { found = try standing() }
        // A program that ends (`cycles:`) and is done has no next day, nor has one that starts later (a coach's
        // `team assign --start-date`, `program start --date`): until then the day is what it would have been.
        guard let standing = found, let runID = standing.run.id, !standing.state.finished, standing.run.hasStarted(by: date) else { return nil }
        let position = standing.state.next
        let prescribed = standing.engine.prescribe(position, state: standing.state)
        let fresh = Self.plan(for: prescribed, program: standing.program, runID: runID, position: position, date: date, now: now, locale: locale)
        if let stored = try programs.programPlan(runID: runID, dayIndex: position.dayIndex), stored.forDate == date || !store,
           // Compared in one language: a day planned in the other is still this day.
           Self.sameDay(stored.worded(locale, program: standing.program), fresh) {
            return stored
        }
        return store ? try programs.saveProgramPlan(fresh) : nil
    }

    static func sameDay(_ stored: Plan, _ fresh: Plan) -> Bool {
        stored.name == fresh.name && stored.exercises.map(\.exerciseID) == fresh.exercises.map(\.exerciseID)
            && zip(stored.exercises, fresh.exercises).allSatisfy { $0.sets == $1.sets && $0.reps == $1.reps && $0.repsMax == $1.repsMax
                && $0.restSeconds == $1.restSeconds && $0.warmupSets == $1.warmupSets && $0.backoffSets == $1.backoffSets && $0.superset == $1.superset }
    }

    /// A program day as a plan: its working sets counted apart from warm-ups and back-off sets.
    public static func plan(
        for prescribed: [PrescribedExercise], program: Program, runID: Int64, position: ProgramPosition, date: LocalDate,
        now: LocalDateTime, locale: AppLocale
    ) -> Plan {
        let words = locale.words.domain.followProgram
        let exercises = prescribed.map { item in
            // One set of one rep until the row's counts are written in (a row with no set to count keeps them).
            var entry = PlanExercise(
                exerciseID: item.exerciseID, sets: 1, reps: 1,
                restSeconds: min(max(item.restSeconds, PlanRules.programRestSeconds.lowerBound), PlanRules.programRestSeconds.upperBound),
                notes: String(item.note.prefix(PlanRules.notesMaxLength)),
                warmupSets: min(item.sets.filter { $0.kind == .warmup }.count, PlanRules.extraSets.upperBound),
                superset: item.superset
            )
            ProgramRowSets(item.sets).count(into: &entry)
            return entry
        }
        let link = PlanProgramLink(runID: runID, programID: program.id, position: position)
        let description = words.position(cycle: position.cycle, week: position.week, day: position.dayName)
        return Plan(name: Plan.programDayName(program: program.name, day: position.dayName), description: description, createdAt: now,
                    source: .program, forDate: date, program: link, exercises: exercises)
    }

    /// The loads of a program day's plan: each set with its own, from the sessions before that day. Nil when the
    /// plan is not a day of a program in the catalogue.
    /// - Parameters:
    ///   - hold: a low-readiness day: the progression's last step is not applied (``ProgramState/holdingProgression()``).
    ///   - deloadWeek: a deload the person started: the day as the program's deload week gives it, when it has one.
    public func prescriptions(
        for plan: Plan, on date: LocalDate, soreness: Int, known: Standing? = nil, hold: Bool = false, deloadWeek: Bool = false
    ) throws(FitTodayError) -> [LoadPrescription]? {
        guard let link = plan.program, let program = catalogue.first(where: { $0.id == link.programID }) else { return nil }
        let engine: ProgramEngine, state: ProgramState
        if let known, known.run.id == link.runID, known.program.id == program.id, known.state.next.dayIndex == link.position.dayIndex {
            // The next day: the caller's fold already gives it.
            (engine, state) = (known.engine, known.state)
        } else {
            guard let run = try programs.programRuns().first(where: { $0.id == link.runID }) else { return nil }
            engine = try self.engine(for: program, run: run)
            state = engine.state(after: try programs.programSessions(runID: link.runID).filter { $0.dayIndex < link.position.dayIndex })
        }
        var position = program.position(ofDay: link.position.dayIndex)
        if deloadWeek, let week = Self.deloadWeek(of: program, for: position) { position.week = week }
        let prescribed = engine.prescribe(position, state: hold ? state.holdingProgression() : state, soreness: soreness)
        let last = try performances.recentPerformances(of: prescribed.map(\.exerciseID), before: date, limit: 1)
        return prescribed.map { item in
            let first = item.mainSets.first ?? item.sets.first { $0.kind != .warmup }
            let lastEntry = last[item.exerciseID]?.first.map { entry -> ExerciseLogEntry in
                var working = entry
                working.sets = entry.sets.filter { $0.kind.isWorkingSet }
                return working
            }
            return LoadPrescription(
                last: lastEntry, targetWeightKg: first?.weightKg, reason: item.reason ?? item.hint,
                warmup: item.sets.filter { $0.kind == .warmup }.compactMap { set in set.weightKg.map { WarmupSet(reps: set.reps, weightKg: $0) } },
                sets: item.sets, superset: item.superset, stage: item.stage
            )
        }
    }

    /// The week (1-based) whose same day a deload takes instead of `position`'s: the program's deload week when it
    /// has one with that day; nil otherwise, or when the day is already in it.
    public static func deloadWeek(of program: Program, for position: ProgramPosition) -> Int? {
        guard !program.weeks[position.week - 1].isDeload,
              let index = program.weeks.firstIndex(where: { $0.isDeload && $0.days.count >= position.day }) else { return nil }
        return index + 1
    }

    /// The positions (0-based) of a program day's optional accessories: its T3 rows, and rows whose exercise's
    /// role is accessory, core or conditioning.
    public func accessories(of plan: Plan) -> Set<Int> {
        var result = ReadinessAdjuster.accessories(of: plan, exercises: exercises)
        guard let link = plan.program, let program = catalogue.first(where: { $0.id == link.programID }) else { return result }
        let entries = program.day(at: program.position(ofDay: link.position.dayIndex)).entries
        for (index, entry) in entries.enumerated() where index < plan.exercises.count && entry.liftKey.uppercased().hasPrefix("T3") {
            result.insert(index)
        }
        return result
    }

    /// The program of a followed day's plan, if in the catalogue.
    public func program(of plan: Plan) -> Program? {
        plan.program.flatMap { link in catalogue.first { $0.id == link.programID } }
    }

    /// Every program of the catalogue as its page shows it; the followed one with where the person is.
    public func overviews(known: Standing? = nil) throws(FitTodayError) -> [ProgramOverview] {
        var standing = known
        if standing == nil { standing = try self.standing() }
        let runs = try programs.programRuns()
        return try catalogue.map { program throws(FitTodayError) in
            if let standing, standing.program.id == program.id {
                return overview(program, engine: standing.engine, run: standing.run, state: standing.state, runs: runs)
            }
            let run = ProgramRun(programID: program.id, startedOn: LocalDate(daysSinceEpoch: 0))
            let engine = try engine(for: program, run: run)
            return overview(program, engine: engine, run: nil, state: nil, runs: runs)
        }
    }

    private func overview(_ program: Program, engine: ProgramEngine, run: ProgramRun?, state: ProgramState?, runs: [ProgramRun]) -> ProgramOverview {
        let shown = state ?? engine.initialState()
        let cycleStart = (shown.next.cycle - 1) * program.daysPerCycle
        var weeks: [[ProgramDayOverview]] = []
        var index = cycleStart
        for week in program.weeks {
            var days: [ProgramDayOverview] = []
            for _ in week.days {
                let position = program.position(ofDay: index)
                days.append(ProgramDayOverview(
                    position: position, isDeload: week.isDeload, exercises: engine.prescribe(position, state: shown),
                    isNext: state != nil && index == shown.next.dayIndex, isDone: state != nil && index < shown.next.dayIndex
                ))
                index += 1
            }
            weeks.append(days)
        }
        let progression = program.lifts.map { lift in
            let liftState = shown.lifts[lift.key]
            var stage: String?
            if case let .stages(stages, _, _) = lift.progression { stage = stages[min(liftState?.stage ?? 0, stages.count - 1)].label }
            return LiftProgression(
                liftKey: lift.key, exerciseID: lift.exerciseID, isTrainingMax: engine.usesTrainingMax(lift.key),
                kilogramsByCycle: state == nil ? [] : (liftState?.byCycle ?? []), stage: state == nil ? nil : stage
            )
        }
        return ProgramOverview(program: program, run: run, state: state, cycle: weeks, progression: progression)
    }
}
