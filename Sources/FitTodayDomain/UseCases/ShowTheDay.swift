/// The one rule for the day shown: for a person and a date, the plan (a program day, one's own plan, a composed day,
/// or rest), every exercise's prescription with its loads, plates, warm-ups and reasons, and readiness's changes and
/// any deload with theirs. `plan generate`, `plan show`, `build`, `serve`, `log` and the team build all ask here, and
/// nothing else decides (`docs/architecture.md`, "Where today's plan is decided").
///
/// One door per question: ``decide(on:now:compose:asPlanned:)`` (the day's plan, stored), ``shown(on:asPlanned:decided:)``
/// (that plan as shown), ``generated(on:now:fresh:asPlanned:compose:)`` (`plan generate`), ``planned(on:)`` (the plan
/// only, storing nothing), ``day(for:on:asPlanned:)`` (a given plan as shown), ``wasAdjusted(_:on:asPlanned:)`` and
/// ``deloadSuggested(on:)``.
///
/// The steps, each a rule of its own: ``TodaysPlan`` decides the plan, in its one ordering; ``FollowProgram`` (a program day) or
/// ``PrescribeLoads`` (any other plan) gives its loads; ``ReadinessAdjuster`` applies the
/// day's reading and a deload, with a program's own deload week and its held step worked out here.
public struct ShowTheDay: Sendable {
    /// Reads the programs when a plan turns out to be a program's day and none is followed (a plan of an earlier run).
    public typealias Programs = @Sendable () throws(FitTodayError) -> FollowProgram

    private let store: any ShownDayReader
    private let program: FollowedProgram?
    private let programs: Programs?
    private let settings: LoadSettings
    private let locale: AppLocale
    private let readinessAdjusts: Bool

    /// - Parameters:
    ///   - program: the program followed, its history folded once (nil: none is followed).
    ///   - programs: the programs, read only when a plan of a program is shown and `program` is nil.
    ///   - readinessAdjusts: `[readiness] adjust`; false: the day is never changed by a reading (a deload still is).
    public init(
        store: any ShownDayReader, program: FollowedProgram?, programs: Programs? = nil, settings: LoadSettings,
        locale: AppLocale, readinessAdjusts: Bool = true
    ) {
        self.store = store
        self.program = program
        self.programs = programs
        self.settings = settings
        self.locale = locale
        self.readinessAdjusts = readinessAdjusts
    }

    /// The day's reading; nil when readiness is off or ignored for this run (`--as-planned`).
    private func reading(on day: LocalDate, asPlanned: Bool) throws(FitTodayError) -> ReadinessAssessment? {
        guard readinessAdjusts, !asPlanned else { return nil }
        return try AssessReadiness(checkIns: store)(on: day)
    }

    /// Whether a lighter week is due on `day` (5 of the last 7 check-ins low or very low) and none is running.
    public func deloadSuggested(on day: LocalDate) throws(FitTodayError) -> Bool {
        guard readinessAdjusts else { return false }
        let recent = try AssessReadiness(checkIns: store).recent(DeloadSuggestion.window, through: day)
        return DeloadSuggestion.isDue(recent, deloadActive: try store.deload(covering: day) != nil)
    }

    /// Decides the day's plan, composing it (and storing it) when the day has none and `compose` is given, and
    /// storing the program's next day for someone who follows one: what a morning build does first, so that the
    /// gym sees what was planned. When nothing could be composed, no plan (the page then says there is none yet).
    public func decide(on day: LocalDate, now: LocalDateTime, compose: TodaysPlan.Compose?, asPlanned: Bool) async throws(FitTodayError)
        -> TodaysPlan.Result {
        let recovery = try reading(on: day, asPlanned: asPlanned)?.callsForRecovery ?? false
        do {
            return try await TodaysPlan(reader: store, compose: compose, programDay: program?.programDay(now: now), recovery: recovery)
                .answer(.shown, on: day)
        } catch .nothingToCompose {
            return .noPlan(checkIn: try store.checkIn(on: day))
        }
    }

    /// The plan the day's rule reads for `day`, composing and storing nothing (`images prefetch`): readiness and
    /// loads aside.
    public func planned(on day: LocalDate) async throws(FitTodayError) -> TodaysPlan.Result {
        try await TodaysPlan(reader: store).answer(.shown, on: day)
    }

    /// The day as shown, with its loads and readiness's changes: the plan ``decide(on:now:compose:asPlanned:)`` gave
    /// (`decided`), as it is, without asking the day's rule again. Without one (`nil`: a team's sheet, which stores
    /// nothing), the plan the day's rule reads, composing nothing: then a reading that calls for the recovery
    /// session, which only a composer makes, shows no plan.
    public func shown(on day: LocalDate, asPlanned: Bool, decided: TodaysPlan.Result?) async throws(FitTodayError) -> ShownDay {
        let reading = try reading(on: day, asPlanned: asPlanned)
        let recovery = reading?.callsForRecovery ?? false
        let todays: TodaysPlan.Result
        if let decided {
            todays = decided
        } else if recovery {
            return ShownDay(decided: .noPlan(checkIn: nil), reading: reading)
        } else {
            todays = try await TodaysPlan(reader: store).answer(.shown, on: day)
        }
        return try shown(todays, on: day, reading: reading, recovery: recovery)
    }

    /// `plan generate`: composes from the day's check-in (reusing a plan composed from the same inputs in the last
    /// 24 hours unless `fresh`), or the program's next day, then shows it as every other place does.
    public func generated(on day: LocalDate, now: LocalDateTime, fresh: Bool, asPlanned: Bool, compose: TodaysPlan.Compose?)
        async throws(FitTodayError) -> ShownDay {
        let reading = try reading(on: day, asPlanned: asPlanned)
        let recovery = reading?.callsForRecovery ?? false
        let decided = try await TodaysPlan(reader: store, compose: compose, programDay: program?.programDay(now: now), recovery: recovery)
            .answer(.generated(fresh: fresh), on: day)
        return try shown(decided, on: day, reading: reading, recovery: recovery)
    }

    private func shown(_ decided: TodaysPlan.Result, on day: LocalDate, reading: ReadinessAssessment?, recovery: Bool) throws(FitTodayError) -> ShownDay {
        guard case let .plan(plan, _, _) = decided else { return ShownDay(decided: decided, reading: reading) }
        // The recovery session is already the lighter day: readiness changes nothing more in it.
        var shown = try self.day(for: plan, on: day, reading: recovery ? nil : reading)
        shown.readiness = reading
        return ShownDay(decided: decided, shown: shown, reading: reading)
    }

    /// What the history says about each exercise's load in `plan` on `date`: a program day's loads from its
    /// program, any other plan's from ``PrescribeLoads``.
    private func loads(for plan: Plan, on date: LocalDate) throws(FitTodayError) -> [LoadPrescription] {
        let soreness = try store.checkIn(on: date)?.soreness ?? 0
        if plan.source == .program, let loads = try followed()?.prescriptions(for: plan, on: date, soreness: soreness) { return loads }
        return try PrescribeLoads(performances: store, settings: settings, locale: locale)(
            plan, on: date, exercises: try exercises(of: plan), soreness: soreness)
    }

    /// `plan` with its loads as shown on `day` (`plan show`): the day's reading (unless `asPlanned`) and a deload the
    /// person started, each change with its reason.
    public func day(for plan: Plan, on day: LocalDate, asPlanned: Bool) throws(FitTodayError) -> ReadinessDay {
        try self.day(for: plan, on: day, reading: try reading(on: day, asPlanned: asPlanned))
    }

    /// `plan` with its loads as shown on `day`: readiness (unless `reading` is nil) and a deload the person started,
    /// each change with its reason. A deload on a program day takes the program's own deload week when it has one;
    /// a low reading holds the program's last progression step.
    private func day(for plan: Plan, on day: LocalDate, reading: ReadinessAssessment?) throws(FitTodayError) -> ReadinessDay {
        let deload = try store.deload(covering: day)
        let suggested = try deloadSuggested(on: day)
        var planned = plan
        var loads = try self.loads(for: plan, on: day)
        var held: [LoadPrescription]?
        var deloadWeekGiven = false
        var exercises = try exercises(of: plan)
        var accessories = ReadinessAdjuster.accessories(of: plan, exercises: exercises)
        var soreness = reading?.soreness ?? 0
        if reading == nil { soreness = try store.checkIn(on: day)?.soreness ?? 0 }
        if plan.source == .program, let followed = try followed() {
            // The day in this locale's words, whatever language it was planned in.
            planned = plan.worded(locale, program: followed.follow.program(of: plan))
            if let link = plan.program, let program = followed.follow.program(of: plan) {
                accessories = followed.follow.accessories(of: plan)
                if deload != nil, FollowProgram.deloadWeek(of: program, for: program.position(ofDay: link.position.dayIndex)) != nil,
                   let week = try followed.follow.prescriptions(for: plan, on: day, soreness: soreness, known: followed.standing, deloadWeek: true) {
                    loads = week
                    deloadWeekGiven = true
                    planned.exercises = Self.exercises(of: plan, as: week)
                }
                if reading?.isLow == true {
                    held = try followed.follow.prescriptions(
                        for: plan, on: day, soreness: soreness, known: followed.standing, hold: true, deloadWeek: deloadWeekGiven)
                }
            }
        }
        // What `plan swap` changed for the day, before readiness reads it: a swapped lift is changed as any other.
        let swaps = try store.swaps(on: day)
        if !swaps.isEmpty {
            let swapped = try ApplyDaySwaps(exercises: store, performances: store, settings: settings, locale: locale)(
                swaps, to: .init(plan: planned, loads: loads, heldLoads: held, exercises: exercises), on: day, soreness: soreness)
            (planned, loads, held, exercises) = (swapped.plan, swapped.loads, swapped.heldLoads, swapped.exercises)
        }
        return ReadinessAdjuster(settings: settings, locale: locale)(.init(
            plan: planned, loads: loads, heldLoads: held, accessories: accessories, exercises: exercises, readiness: reading,
            deload: deload, deloadWeekGiven: deloadWeekGiven, deloadSuggested: suggested, soreness: soreness
        ))
    }

    /// Whether `plan` was shown changed on `day` (readiness, or a deload): a session logged against it then never
    /// counts as a failed progression test. `asPlanned`: trained as planned despite readiness (`log --as-planned`),
    /// so only a deload the person started can have changed it.
    public func wasAdjusted(_ plan: Plan, on day: LocalDate, asPlanned: Bool) throws(FitTodayError) -> Bool {
        let reading = try reading(on: day, asPlanned: asPlanned)
        let deload = try store.deload(covering: day)
        guard reading?.isLow == true || deload != nil else { return false }
        return try self.day(for: plan, on: day, reading: reading).isAdjusted
    }

    private func followed() throws(FitTodayError) -> FollowedProgram? {
        if let program { return program }
        guard let programs else { return nil }
        return FollowedProgram(follow: try programs(), standing: nil)
    }

    private func exercises(of plan: Plan) throws(FitTodayError) -> [String: Exercise] {
        var exercises: [String: Exercise] = [:]
        for id in plan.exercises.map(\.exerciseID) where exercises[id] == nil { exercises[id] = try store.exercise(id: id) }
        return exercises
    }

    /// A program day's entries as another week of the program gives them (the deload week): its sets counted again.
    private static func exercises(of plan: Plan, as loads: [LoadPrescription]) -> [PlanExercise] {
        zip(plan.exercises, loads).map { item, load in
            var item = item
            ProgramRowSets(load.sets).count(into: &item)
            return item
        } + plan.exercises.dropFirst(loads.count)
    }
}
