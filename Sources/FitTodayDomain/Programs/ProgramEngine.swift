/// Runs a program as written: folds the sessions that count as its days into each lift's numbers, and gives any
/// day's sets with their loads and reasons.
///
/// Nothing is stored: the same program, run and history always give the same state, so correcting or deleting a
/// logged session recomputes it. Progression is judged on what was actually lifted: a success at a lighter
/// weight than prescribed progresses from that weight, not from the prescription.
public struct ProgramEngine: Sendable {
    public let program: Program
    public let run: ProgramRun
    public let exercises: [String: Exercise]
    public let settings: LoadSettings
    public let locale: AppLocale
    /// Each exercise's heaviest working weight in its last session before the run: where lifts with no starting
    /// weight begin.
    public let historyWeightsKg: [String: Double]
    /// Each exercise's one-rep max estimated (Epley) from its last session before the run: where a training max or a
    /// max that `program start` did not give comes from.
    public let historyMaxesKg: [String: Double]
    /// The one load policy: every step, rounding and lightest load of the program's lifts.
    let policy: LoadPolicy
    let factsByID: [String: ExerciseFacts]
    let liftsByKey: [String: ProgramLift]
    let trainingMaxKeys: Set<String>
    let liftWeightKeys: Set<String>

    public init(
        program: Program, run: ProgramRun, exercises: [String: Exercise], settings: LoadSettings, locale: AppLocale,
        historyWeightsKg: [String: Double] = [:], historyMaxesKg: [String: Double] = [:]
    ) {
        // Smolov Jr's one lift is the exercise the run chose.
        let program = program.choosing(exerciseID: program.chosenExerciseID(in: run))
        self.program = program
        self.run = run
        self.exercises = exercises
        self.settings = settings
        self.locale = locale
        self.historyWeightsKg = historyWeightsKg
        self.historyMaxesKg = historyMaxesKg
        policy = LoadPolicy(settings: settings)
        var facts: [String: ExerciseFacts] = [:]
        let ids = program.lifts.flatMap { [$0.exerciseID] + $0.variations.map(\.exerciseID) }
            + program.weeks.flatMap { $0.days.flatMap { $0.entries.map(\.exerciseID) } }
        for id in ids where facts[id] == nil { facts[id] = LoadPolicy.facts(of: exercises[id]) }
        factsByID = facts
        liftsByKey = Dictionary(program.lifts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var trainingMax = Set<String>(), liftWeight = Set<String>()
        for lift in program.lifts {
            if case .trainingMax = lift.progression { trainingMax.insert(lift.key) }
            if case .stages = lift.progression { liftWeight.insert(lift.key) }
        }
        for entry in program.weeks.flatMap({ $0.days.flatMap(\.entries) }) {
            for set in entry.sets {
                if case let .percent(_, base) = set.load, base != .day, base != .topSet { trainingMax.insert(entry.liftKey) }
                if case .percent(_, .topSet) = set.load, liftsByKey[entry.liftKey] != nil { liftWeight.insert(entry.liftKey) }
                if set.load == .lift, liftsByKey[entry.liftKey] != nil { liftWeight.insert(entry.liftKey) }
            }
        }
        trainingMaxKeys = trainingMax
        liftWeightKeys = liftWeight
    }

    var words: Words.DomainWords.ProgramEngineWords { locale.words.domain.programEngine }
    var features: Words.DomainWords.ProgramFeaturesWords { locale.words.domain.programFeatures }

    // MARK: State

    /// Where the run stands before any session: the numbers given at `program start`, else the history's.
    public func initialState() -> ProgramState {
        var lifts: [String: LiftState] = [:]
        for lift in program.lifts where lift.start.map({ if case .percentOf = $0 { false } else { true } }) ?? true {
            lifts[lift.key] = initialLift(lift)
        }
        // Lifts that start from another lift's weight, once that one is known.
        for lift in program.lifts {
            guard case let .percentOf(percent, key)? = lift.start, lifts[lift.key] == nil else { continue }
            var state = initialLift(lift)
            if state.weightKg == nil, let base = lifts.first(where: { $0.key.lowercased() == key.lowercased() })?.value.weightKg {
                let weight = round(base * percent / 100, exerciseID: lift.exerciseID)
                state.weightKg = weight
                // The other lift as the locale names it ("T1 squat"), not by its key.
                let named = program.lifts.first { $0.key.lowercased() == key.lowercased() }?.shownKey ?? key
                state.why = .text(words.startPercentOf(percent: number(percent), lift: named, weight: kilograms(base)))
            }
            lifts[lift.key] = state
        }
        for (key, value) in lifts { lifts[key]?.byCycle = [value.trainingMaxKg ?? value.weightKg].compactMap { $0 } }
        return worded(ProgramState(next: program.position(ofDay: 0), daysDone: 0, lifts: lifts))
    }

    /// Puts every lift's reason into words.
    private func worded(_ state: ProgramState) -> ProgramState {
        var state = state
        for (key, value) in state.lifts { state.lifts[key]?.reason = value.why.map(text) ?? value.reason }
        return state
    }

    private func initialLift(_ lift: ProgramLift) -> LiftState {
        let id = lift.exerciseID
        var state = LiftState()
        if usesTrainingMax(lift.key) {
            if let tm = run.trainingMaxesKg[id] {
                state.trainingMaxKg = tm
                state.why = .text(run.estimates[id].map { estimated(tm: tm, share: ProgramStartEstimate.trainingMaxShare * 100, $0) }
                    ?? words.trainingMaxGiven(tm: kilograms(tm)))
            } else if let max = run.maxesKg[id], let percent = program.trainingMaxPercent {
                state.trainingMaxKg = max * percent / 100
                state.why = .text(run.estimates[id].map { estimated(tm: max * percent / 100, share: percent, $0) }
                    ?? words.trainingMaxFromMax(percent: number(percent), max: kilograms(max)))
            } else if run.maxesKg[id] == nil, !needsOnlyMax(lift.key), let max = historyMaxesKg[id] {
                let percent = program.trainingMaxPercent ?? 90
                state.trainingMaxKg = max * percent / 100
                state.why = .text(locale.words.domain.programHistory.trainingMaxFromHistory(percent: number(percent), max: kilograms(max)))
            }
        }
        if usesLiftWeight(lift.key) {
            if let start = run.startWeightsKg[id], !isSecondLift(lift) {
                state.weightKg = round(start, exerciseID: id)
                if let estimate = run.estimates[id],
                   case let .startingWeight(reps)? = ProgramStartEstimate.need(of: lift, in: program, usesTrainingMax: false) {
                    state.why = .text(words.startEstimated(
                        reps: reps, spare: ProgramStartEstimate.repsToSpare, days: ProgramStartEstimate.windowDays, oneRepMax: kilograms(estimate.oneRepMaxKg),
                        setReps: estimate.reps, weight: kilograms(estimate.weightKg), date: day(estimate.date)))
                } else {
                    state.why = .text(words.startGiven)
                }
            } else if case let .kilograms(kg)? = lift.start {
                state.weightKg = round(kg, exerciseID: id)
                state.why = .text(words.startInProgram)
            } else if lift.start == nil, let last = historyWeightsKg[id] {
                state.weightKg = round(last, exerciseID: id)
                state.why = .text(words.startFromHistory)
            }
        }
        return state
    }

    /// A training max worked out from the history's best set (`team assign`), with the share that made it.
    private func estimated(tm: Double, share: Double, _ estimate: ProgramStartEstimate.Estimate) -> String {
        words.trainingMaxEstimated(
            tm: kilograms(tm), percent: number(share), days: ProgramStartEstimate.windowDays, oneRepMax: kilograms(estimate.oneRepMaxKg),
            setReps: estimate.reps, weight: kilograms(estimate.weightKg), date: day(estimate.date))
    }

    /// A lift whose exercise another lift declared first (GZCLP's T2): `--start` names the first one.
    private func isSecondLift(_ lift: ProgramLift) -> Bool {
        guard let first = program.lifts.first(where: { $0.exerciseID == lift.exerciseID && !lift.exerciseID.isEmpty }) else { return false }
        return first.key != lift.key
    }

    /// The state after `sessions` (those of this run, any order): completed sessions move the program, skipped
    /// ones do not.
    public func state(after sessions: [ProgramSession]) -> ProgramState {
        var state = initialState()
        var cycle = 1
        var applied = Set<Int>()
        let done = sessions.filter { $0.status == .completed && !program.hasEnded(atDay: $0.dayIndex) }.sorted { ($0.completedAt, $0.sessionID) < ($1.completedAt, $1.sessionID) }
        for session in done {
            let position = program.position(ofDay: session.dayIndex)
            enterCycle(position.cycle, from: &cycle, state: &state)
            applyTrainingMaxChanges(upTo: session.dayIndex, applied: &applied, state: &state)
            let prescribed = prescribe(position, state: state, soreness: 0, detail: false)
            judge(session, prescribed: prescribed, position: position, state: &state)
            if position.day == program.weeks[position.week - 1].days.count { endWeek(on: session.completedAt.date, state: &state) }
            state.daysDone += 1
            state.next = program.position(ofDay: session.dayIndex + 1)
        }
        enterCycle(state.next.cycle, from: &cycle, state: &state)
        applyTrainingMaxChanges(upTo: state.next.dayIndex, applied: &applied, state: &state)
        state.finished = program.hasEnded(atDay: state.next.dayIndex)
        return worded(state)
    }

    /// The end of a week: each weekly lift trained in it rises by its share when nothing was missed, else repeats.
    private func endWeek(on date: LocalDate, state: inout ProgramState) {
        for lift in program.lifts {
            guard let pending = state.lifts[lift.key]?.pendingTrainingMaxKg, let tm = state.lifts[lift.key]?.trainingMaxKg else { continue }
            state.lifts[lift.key]?.trainingMaxKg = tm + pending
            state.lifts[lift.key]?.heldTrainingMaxKg = pending > 0 ? tm : nil
            state.lifts[lift.key]?.pendingTrainingMaxKg = nil
        }
        for lift in program.lifts {
            guard case let .weekly(percent) = lift.progression, let current = state.lifts[lift.key], current.trainedThisWeek else { continue }
            if let weight = current.weightKg, !current.missedThisWeek {
                state.lifts[lift.key]?.heldWeightKg = weight
                state.lifts[lift.key]?.weightKg = round(round(weight, exerciseID: lift.exerciseID) * (1 + percent / 100), exerciseID: lift.exerciseID)
                state.lifts[lift.key]?.why = .weekStep(percent: percent, date: date)
            } else {
                state.lifts[lift.key]?.why = .weekRepeat(date: date)
            }
            state.lifts[lift.key]?.trainedThisWeek = false
            state.lifts[lift.key]?.missedThisWeek = false
        }
    }

    /// A new cycle raises every training max by its lift's step, once per cycle passed.
    private func enterCycle(_ next: Int, from cycle: inout Int, state: inout ProgramState) {
        while cycle < next {
            for lift in program.lifts {
                guard case let .trainingMax(step) = lift.progression, let tm = state.lifts[lift.key]?.trainingMaxKg else { continue }
                let added = policy.step(step, facts: facts(lift.exerciseID))
                state.lifts[lift.key]?.trainingMaxKg = tm + added
                state.lifts[lift.key]?.heldTrainingMaxKg = added > 0 ? tm : nil
                state.lifts[lift.key]?.why = .trainingMaxStep(step: added, cycle: cycle)
            }
            cycle += 1
            // By the program's keys: iterating the dictionary's own while changing it would copy it every cycle.
            for lift in program.lifts {
                if let value = state.lifts[lift.key]?.trainingMaxKg ?? state.lifts[lift.key]?.weightKg { state.lifts[lift.key]?.byCycle.append(value) }
            }
        }
    }

    /// `program tm` changes in force by `dayIndex`, each applied once, in the order they were set.
    private func applyTrainingMaxChanges(upTo dayIndex: Int, applied: inout Set<Int>, state: inout ProgramState) {
        for (index, change) in run.trainingMaxChanges.enumerated() where change.fromDayIndex <= dayIndex && !applied.contains(index) {
            applied.insert(index)
            for lift in program.lifts where lift.exerciseID == change.exerciseID && usesTrainingMax(lift.key) {
                state.lifts[lift.key, default: LiftState()].trainingMaxKg = change.kilograms
                state.lifts[lift.key]?.heldTrainingMaxKg = nil
                state.lifts[lift.key]?.why = .trainingMaxSet(date: change.setOn)
            }
        }
    }

    // MARK: Judging a session

    private func judge(_ session: ProgramSession, prescribed: [PrescribedExercise], position: ProgramPosition, state: inout ProgramState) {
        // A session holds a handful of exercises: a short list found by a linear search beats hashing every set's id.
        var groups: [(exerciseID: String, sets: ArraySlice<LoggedSet>)] = []
        // A lift done as another exercise (the rack was taken): the planned lift's numbers stay where they were.
        var substitutes: [String: String] = [:]
        for set in session.sets where set.kind.isWorkingSet {
            if let planned = set.swappedFrom {
                if substitutes[planned] == nil { substitutes[planned] = set.exerciseID }
                continue
            }
            if let index = groups.firstIndex(where: { $0.exerciseID == set.exerciseID }) {
                groups[index].sets.append(set)
            } else {
                groups.append((set.exerciseID, [set]))
            }
        }
        for index in groups.indices where !groups[index].sets.isSorted(by: { $0.setNumber < $1.setNumber }) {
            groups[index].sets = ArraySlice(groups[index].sets.sorted { $0.setNumber < $1.setNumber })
        }
        let date = session.completedAt.date
        let deload = program.weeks[position.week - 1].isDeload
        for (index, item) in prescribed.enumerated() {
            let entry = program.day(at: position).entries[index]
            let count = item.sets.count { $0.kind != .warmup }
            // Loads of another day (Texas Method's Monday and Wednesday) are that day's to judge, not this one's.
            let judged = !entry.sets.contains { $0.kind.isMainWork } || entry.sets.contains { $0.kind.isMainWork && $0.ofDay == nil }
            guard let group = groups.firstIndex(where: { $0.exerciseID == item.exerciseID }) else {
                if let substitute = substitutes[item.exerciseID], let lift = liftsByKey[entry.liftKey] {
                    state.lifts[lift.key, default: LiftState()].why = .swapped(lift: lift.exerciseID, substitute: substitute, date: date)
                }
                continue
            }
            let taken = groups[group].sets.prefix(count)
            groups[group].sets = groups[group].sets.dropFirst(count)
            let main = item.mainSets
            let done = Array(taken.prefix(main.count))
            // Nothing logged for it: a skipped test is never a failure.
            guard !done.isEmpty else { continue }
            var weekly = false
            if case .weekly? = liftsByKey[entry.liftKey]?.progression { weekly = true }
            guard (judged && entry.isTest) || weekly else { continue }
            guard let lift = liftsByKey[entry.liftKey] else {
                // An exercise of no declared lift keeps the last weight lifted.
                if let weight = done.compactMap(\.weightKg).min() { state.lifts[entry.liftKey, default: LiftState()].weightKg = weight }
                continue
            }
            guard !deload else { continue }
            var liftState = state.lifts[lift.key] ?? LiftState()
            if session.readinessHeld {
                // A day readiness or a deload changed: its test was postponed. Only a lift done as planned anyway
                // (the planned load, every rep) is judged; anything else leaves the lift where it was.
                if case .amrap = lift.progression { continue }
                let reached = zip(main, done).allSatisfy { want, got in want.weightKg.map { (got.weightKg ?? 0) >= $0 - 0.01 } ?? true }
                let allReps = done.count >= main.count && zip(main, done).allSatisfy { $1.reps >= $0.reps }
                guard reached && allReps else { continue }
            }
            // A session done at the lift's numbers: nothing is held back any more, unless this one steps again.
            liftState.heldWeightKg = nil
            liftState.heldTrainingMaxKg = nil
            progress(lift, &liftState, prescribed: main, done: done, date: date)
            state.lifts[lift.key] = liftState
        }
    }

    private func progress(_ lift: ProgramLift, _ state: inout LiftState, prescribed: [PrescribedSet], done: [LoggedSet], date: LocalDate) {
        let id = lift.exerciseID
        let lifted = done.compactMap(\.weightKg).filter { $0 > 0 }.min()
        let reachedWeight = zip(prescribed, done).allSatisfy { want, got in
            guard let target = want.weightKg else { return true }
            return (got.weightKg ?? 0) >= target - 0.01
        }
        let allReps = done.count >= prescribed.count && zip(prescribed, done).allSatisfy { $1.reps >= $0.reps }
        let success = allReps && reachedWeight
        // A step smaller than the plates allow accumulates in the exact weight: when the load shown for it was the
        // load lifted, progression goes on from the exact weight; otherwise from what was actually lifted.
        let base: Double? = if let lifted, let exact = state.weightKg, abs(round(exact, exerciseID: id) - lifted) < 0.01 {
            exact
        } else {
            lifted ?? state.weightKg
        }
        let reps = done.map(\.reps)
        let amrapLast = prescribed.last?.kind == .amrap && reps.count == prescribed.count
        switch lift.progression {
        case .none, .trainingMax:
            break
        case .weekly:
            // Judged when the week ends (``endWeek``): only the top sets count (Madcow: "a missed top set repeats
            // the week"), those at the lift's working weight or above; the ramp to them and a light day's sets do not.
            state.trainedThisWeek = true
            let top = state.weightKg.map { round($0, exerciseID: id) }
            let topSets = prescribed.indices.filter { index in
                guard let top, let weight = prescribed[index].weightKg else { return false }
                return weight >= top - 0.01
            }
            let madeTop = topSets.allSatisfy { index in
                guard done.indices.contains(index) else { return false }
                return done[index].reps >= prescribed[index].reps && (done[index].weightKg ?? 0) >= (prescribed[index].weightKg ?? 0) - 0.01
            }
            if top == nil ? !success : !madeTop { state.missedThisWeek = true }
        case let .linear(step, deloadPercent, failures):
            guard let base else { return }
            if success || (allReps && !reachedWeight) {
                let added = policy.step(step, facts: facts(id))
                state.heldWeightKg = base
                state.weightKg = base + added
                state.failures = 0
                state.why = .success(step: added, reps: reps, amrapLast: amrapLast, date: date)
            } else {
                state.failures = abs((state.weightKg ?? base) - base) < 0.01 ? state.failures + 1 : 1
                state.weightKg = base
                if let deloadPercent, state.failures >= failures {
                    state.weightKg = round(base * (1 - deloadPercent / 100), exerciseID: id)
                    state.why = .deload(percent: deloadPercent, count: state.failures, weight: base)
                    state.failures = 0
                } else {
                    state.why = .failure(reps: reps, amrapLast: amrapLast, date: date, target: prescribed.map(\.reps))
                }
            }
        case let .doubleProgression(step):
            let top = prescribed.map { $0.repsMax ?? $0.reps }.max() ?? 0
            let atTop = done.count >= prescribed.count && done.allSatisfy { $0.reps >= top } && reachedWeight
            if atTop {
                if base == nil || !lift.variations.isEmpty {
                    if state.variation < lift.variations.count {
                        state.variation += 1
                        state.weightKg = nil
                        state.why = .nextVariation(top: top, date: date)
                    } else {
                        state.why = .lastVariation(top: top, date: date)
                    }
                } else if let base {
                    let added = policy.step(step, facts: facts(id))
                    state.heldWeightKg = base
                    state.weightKg = base + added
                    state.why = .doubleUp(step: added, top: top, date: date)
                }
            } else {
                if let base { state.weightKg = base }
                state.why = .doubleStay(top: top, date: date, reps: reps, amrapLast: amrapLast)
            }
        case let .stages(stages, step, resetPercent):
            guard let base else { return }
            let current = stages[min(state.stage, stages.count - 1)]
            if success || (allReps && !reachedWeight) {
                let added = policy.step(step, facts: facts(id))
                state.heldWeightKg = base
                state.weightKg = base + added
                state.why = .success(step: added, reps: reps, amrapLast: amrapLast, date: date)
            } else if state.stage + 1 < stages.count {
                state.stage += 1
                state.weightKg = base
                let got = zip(prescribed, done).reduce(0) { $0 + min($1.1.reps, $1.0.reps) }
                let wanted = prescribed.reduce(0) { $0 + $1.reps }
                state.why = .stageDown(stage: stages[state.stage].label, previous: current.label, date: date, got: got, wanted: wanted)
            } else {
                state.stage = 0
                state.weightKg = round(base * resetPercent / 100, exerciseID: id)
                state.why = .stageReset(stage: stages[0].label, percent: resetPercent, weight: base, previous: current.label, date: date)
            }
        case let .amrap(rows):
            // The heaviest `+` set is the test (nSuns' 1+ at 95%, not the 5+ at 65% after it); the last of equals.
            let plus = prescribed.indices.filter { prescribed[$0].kind == .amrap }
            guard let last = plus.max(by: { (prescribed[$0].weightKg ?? 0, $0) < (prescribed[$1].weightKg ?? 0, $1) }),
                  last < done.count else { return }
            let amrapReps = done[last].reps
            let usesTM = usesTrainingMax(lift.key)
            guard let row = rows.first(where: { $0.contains(amrapReps) }) else {
                if !usesTM, let base { state.weightKg = base }
                state.why = .amrapStay(reps: amrapReps, date: date)
                return
            }
            if let percent = row.deloadPercent {
                if usesTM, let tm = state.trainingMaxKg {
                    state.trainingMaxKg = tm * (1 - percent / 100)
                } else if let base {
                    state.weightKg = round(base * (1 - percent / 100), exerciseID: id)
                }
                state.heldWeightKg = nil
                state.heldTrainingMaxKg = nil
                state.why = .amrapDeload(percent: percent, reps: amrapReps, date: date)
                return
            }
            let added = policy.step(row.step, facts: facts(id))
            if usesTM, state.trainingMaxKg != nil {
                // The week's other days keep the week's training max (nSuns' front squat after Tuesday's squat): it
                // moves when the week ends (``endWeek``).
                state.pendingTrainingMaxKg = (state.pendingTrainingMaxKg ?? 0) + added
            } else if let base {
                state.weightKg = base + added
                state.heldWeightKg = added > 0 ? base : nil
            }
            state.why = .amrapStep(step: added, reps: amrapReps, date: date)
        }
    }

    /// "5×3 e 8 no último", "10, 9, 8".
    private func describe(_ reps: [Int], amrapLast: Bool) -> String {
        let head = amrapLast ? Array(reps.dropLast()) : reps
        if !head.isEmpty, Set(head).count == 1 {
            let text = "\(head.count)×\(head[0])"
            if amrapLast, let last = reps.last { return head.count == 0 ? "\(last)" : words.andLast(sets: text, reps: last) }
            return text
        }
        return reps.map(String.init).joined(separator: ", ")
    }

    private func targetText(_ reps: [Int]) -> String {
        if let first = reps.first, reps.allSatisfy({ $0 == first }) { return "\(reps.count)×\(first)" }
        return reps.map(String.init).joined(separator: ", ")
    }

    /// A reason in the person's words.
    func text(_ why: LiftReason) -> String {
        switch why {
        case let .text(text): text
        case let .success(step, reps, amrapLast, date): words.success(step: kilograms(step), done: describe(reps, amrapLast: amrapLast), date: day(date))
        case let .failure(reps, amrapLast, date, target):
            words.failure(done: describe(reps, amrapLast: amrapLast), date: day(date), target: targetText(target))
        case let .deload(percent, count, weight): words.deloadAfterFailures(percent: number(percent), count: count, weight: kilograms(weight))
        case let .nextVariation(top, date): words.nextVariation(top: top, date: day(date))
        case let .lastVariation(top, date): words.lastVariation(top: top, date: day(date))
        case let .doubleUp(step, top, date): words.doubleUp(step: kilograms(step), top: top, date: day(date))
        case let .doubleStay(top, date, reps, amrapLast): words.doubleStay(top: top, date: day(date), done: describe(reps, amrapLast: amrapLast))
        case let .stageDown(stage, previous, date, got, wanted):
            words.stageDown(stage: times(stage), previous: times(previous), date: day(date), got: got, wanted: wanted)
        case let .stageReset(stage, percent, weight, previous, date):
            words.stageReset(stage: times(stage), percent: number(percent), weight: kilograms(weight), previous: times(previous), date: day(date))
        case let .amrapStay(reps, date): words.amrapStay(reps: reps, date: day(date))
        case let .amrapStep(step, reps, date): words.amrapStep(step: signed(step), reps: reps, date: day(date))
        case let .amrapDeload(percent, reps, date): features.amrapDeload(percent: number(percent), reps: reps, date: day(date))
        case let .weekStep(percent, date): locale.words.domain.programWeekly.weekStep(percent: number(percent), date: day(date))
        case let .weekRepeat(date): locale.words.domain.programWeekly.weekRepeat(date: day(date))
        case let .trainingMaxStep(step, cycle): words.trainingMaxStep(step: kilograms(step), cycle: cycle)
        case let .trainingMaxSet(date): words.trainingMaxSet(date: day(date))
        case let .swapped(lift, substitute, date):
            words.swapped(lift: exercises[lift]?.name ?? lift, substitute: exercises[substitute]?.name ?? substitute, date: day(date))
        }
    }

    // MARK: A day's prescription

    /// The sets of the day at `position` with the numbers of `state`: loads rounded to what the person can load,
    /// and each with its reason. Soreness of 3 or more drops the back-off sets; of 5 or more, AMRAP sets become
    /// their fixed reps (a test is never taken sore).
    public func prescribe(_ position: ProgramPosition, state: ProgramState, soreness: Int = 0) -> [PrescribedExercise] {
        prescribe(position, state: state, soreness: soreness, detail: true)
    }

    /// Without `detail` (the fold), only the numbers progression judges: no warm-ups, plates, reasons or hints.
    func prescribe(_ position: ProgramPosition, state: ProgramState, soreness: Int, detail: Bool) -> [PrescribedExercise] {
        let week = program.weeks[position.week - 1]
        let tier = SorenessTier(soreness: soreness)
        return program.day(at: position).entries.map { entry in
            let lift = liftsByKey[entry.liftKey]
            let liftState = state.lifts[entry.liftKey] ?? LiftState()
            var exerciseID = entry.exerciseID
            if let lift, liftState.variation > 0, liftState.variation <= lift.variations.count {
                exerciseID = lift.variations[liftState.variation - 1].exerciseID
            }
            var written = entry.sets
            var stageLabel: String?
            if written.isEmpty, case let .stages(stages, _, _)? = lift?.progression {
                let stage = stages[min(liftState.stage, stages.count - 1)]
                written = stage.programSets
                stageLabel = stage.label
            }
            var sets: [PrescribedSet] = written.map {
                set(for: $0, liftState: liftState, exerciseID: exerciseID, deload: week.isDeload, detail: detail, week: position.week, liftKey: entry.liftKey)
            }
            if tier >= .light { sets.removeAll { $0.kind == .backoff } }
            if tier >= .moderate { sets = sets.map { var set = $0; if set.kind == .amrap { set.kind = .working }; return set } }
            guard detail else {
                return PrescribedExercise(liftKey: entry.liftKey, exerciseID: exerciseID, sets: sets, restSeconds: program.defaultRestSeconds)
            }
            let warmups = warmup(entry.warmup, before: sets.first { $0.kind.isMainWork }, exerciseID: exerciseID)
            let hasLoad = sets.contains { $0.weightKg != nil }
            var reason: String? = week.isDeload ? words.deloadWeek : liftState.reason
            if tier >= .light, entry.sets.contains(where: { $0.kind == .backoff }) { reason = words.soreNoBackoff(soreness: soreness) }
            var hint: String?
            if !hasLoad, isLoadable(exerciseID) {
                let needsTM = written.contains { if case .percent = $0.load { true } else { false } }
                // The library's name in this locale, not the file's (which is written in Portuguese for the built-in programs).
                hint = needsTM ? words.needsTrainingMax(lift: exercises[exerciseID]?.name ?? entry.exerciseName, unit: settings.unit.symbol.uppercased()) : locale.words.domain.loadPrescriber.chooseLoad
            }
            return PrescribedExercise(
                liftKey: entry.liftKey, exerciseID: exerciseID, superset: entry.superset, sets: warmups + sets,
                restSeconds: entry.restSeconds ?? (sets.allSatisfy { $0.kind == .backoff } ? 90 : program.defaultRestSeconds),
                note: entry.note, reason: hasLoad ? reason : nil, stage: stageLabel, hint: hint
            )
        }
    }

    private func set(
        for written: ProgramSet, liftState: LiftState, exerciseID: String, deload: Bool, detail: Bool, week: Int = 1, liftKey: String = "", depth: Int = 0
    ) -> PrescribedSet {
        var result = PrescribedSet(kind: written.kind, reps: written.reps, repsMax: written.repsMax, rpe: written.rpe, rir: written.rir)
        var exact: Double?
        switch written.load {
        case .lift:
            exact = isLoadable(exerciseID) ? liftState.weightKg : nil
            result.reason = exact == nil || !detail ? nil : liftState.reason
        case let .kilograms(kg):
            exact = kg
        case let .percent(percent, base):
            result.percent = percent
            result.of = base
            let added = written.addedKg == 0 ? 0 : policy.step(.kilograms(written.addedKg), facts: facts(exerciseID))
            if base == .trainingMax, let tm = liftState.trainingMaxKg {
                exact = tm * percent / 100 + added
                if detail { result.reason = words.percentOfTrainingMax(percent: number(percent), tm: kilograms(tm)) }
            } else if base == .max, let max = maxKg(exerciseID, liftState: liftState) {
                exact = max * percent / 100 + added
                if detail { result.reason = words.percentOfMax(percent: number(percent), max: kilograms(max)) }
            } else if base == .topSet, isLoadable(exerciseID), let top = liftState.weightKg {
                exact = top * percent / 100 + added
                if detail { result.reason = locale.words.domain.programWeekly.percentOfTop(percent: number(percent), top: kilograms(round(top, exerciseID: exerciseID))) }
            } else if base == .day, let other = written.ofDay,
                      let load = dayLoad(week: week, day: other, liftKey: liftKey, liftState: liftState, exerciseID: exerciseID, depth: depth) {
                exact = load * percent / 100 + added
                result.of = .day
                if detail { result.reason = locale.words.domain.programDayLoad.percentOfDay(percent: number(percent), load: kilograms(load), day: program.weeks[week - 1].days[other].name) }
            }
        }
        if let exact {
            let load = round(exact, exerciseID: exerciseID)
            result.weightKg = load
            guard detail else { return result }
            if abs(load - exact) >= 0.005, written.load != .lift {
                result.reason = (result.reason.map { $0 + "; " } ?? "") + words.rounded(exact: kilograms(exact), load: kilograms(load))
            }
            if implement(exerciseID) == .barbell { result.platesPerSideKg = platesPerSide(load) }
        }
        if deload { result.reason = words.deloadWeek + (result.reason.map { ": " + $0 } ?? "") }
        return result
    }

    /// The heaviest main set of `liftKey` on day `day` of week `week`, as that day prescribes it now (rounded). A day
    /// may refer to one that refers to another (Wednesday to Monday to Friday); a loop of references gives nothing.
    private func dayLoad(week: Int, day: Int, liftKey: String, liftState: LiftState, exerciseID: String, depth: Int) -> Double? {
        guard depth < 8, let entry = program.weeks[week - 1].days[day].entries.first(where: { $0.liftKey == liftKey }) else { return nil }
        return entry.sets.filter(\.kind.isMainWork).compactMap {
            set(for: $0, liftState: liftState, exerciseID: exerciseID, deload: false, detail: false, week: week, liftKey: liftKey, depth: depth + 1).weightKg
        }.max()
    }

    private func maxKg(_ exerciseID: String, liftState: LiftState) -> Double? {
        if let max = run.maxesKg[exerciseID] ?? historyMaxesKg[exerciseID] { return max }
        guard let tm = liftState.trainingMaxKg, let percent = program.trainingMaxPercent else { return nil }
        return tm / (percent / 100)
    }

    /// Warm-ups as shares of the first working set, each lighter than the one after it; never under the bar.
    private func warmup(_ steps: [ProgramWarmupStep], before first: PrescribedSet?, exerciseID: String) -> [PrescribedSet] {
        guard !steps.isEmpty else { return [] }
        guard let target = first?.weightKg else {
            return steps.map { PrescribedSet(kind: .warmup, reps: $0.reps, percent: $0.percent, of: .firstSet) }
        }
        let barbell = implement(exerciseID) == .barbell
        var result: [PrescribedSet] = []
        for step in steps {
            var load = self.round(target * step.percent / 100, exerciseID: exerciseID)
            if barbell { load = max(load, settings.barLoadKg) }
            let previous = result.last?.weightKg ?? 0
            guard target > load, load > previous else { continue }
            result.append(PrescribedSet(kind: .warmup, reps: step.reps, weightKg: load, percent: step.percent, of: .firstSet,
                                        platesPerSideKg: barbell ? platesPerSide(load) : []))
        }
        return result
    }

    // MARK: Loads

    /// What the policy knows of an exercise, worked out once for the program's own.
    func facts(_ exerciseID: String) -> ExerciseFacts {
        factsByID[exerciseID] ?? LoadPolicy.facts(of: exercises[exerciseID])
    }

    func implement(_ exerciseID: String) -> LoadImplement { facts(exerciseID).implement }

    /// Whether the exercise takes a load at all (bodyweight exercises do not).
    func isLoadable(_ exerciseID: String) -> Bool { facts(exerciseID).isLoadable }

    /// The plates on each side for `load`, in kilograms, from the plates of the person's unit.
    func platesPerSide(_ load: Double) -> [Double] { policy.platesPerSide(load) }

    /// The load shown for an exact weight (``LoadPolicy/load(_:for:)``).
    func round(_ kilograms: Double, exerciseID: String) -> Double { policy.load(kilograms, for: implement(exerciseID)) }

    /// Whether the lift's loads come from a training max (its rule, or % loads in the days).
    public func usesTrainingMax(_ key: String) -> Bool { trainingMaxKeys.contains(key) }

    /// Whether every percentage load of the lift is of the one-rep max (Smolov Jr): a `--max` is all it needs.
    public func needsOnlyMax(_ key: String) -> Bool {
        let sets = program.weeks.flatMap { $0.days.flatMap { $0.entries.filter { $0.liftKey == key }.flatMap(\.sets) } }
        let bases = sets.compactMap { set -> PercentBase? in if case let .percent(_, base) = set.load { base } else { nil } }
        return !bases.isEmpty && bases.allSatisfy { $0 == .max }
    }

    /// Whether the lift has a working weight of its own (stages, or sets at the lift's weight).
    func usesLiftWeight(_ key: String) -> Bool { liftWeightKeys.contains(key) }

    // MARK: Text

    func kilograms(_ value: Double) -> String { WeightText.format(value, settings.unit, locale) }

    func number(_ value: Double) -> String { NumberText.decimal(value, fractionDigits: 2, locale) }

    /// A stage's label as people write it: "6×2+" (JSON keeps "6x2+").
    func times(_ label: String) -> String { label.replacingOccurrences(of: "x", with: "×") }

    func signed(_ value: Double) -> String { WeightText.signed(value, settings.unit, locale) }

    func day(_ date: LocalDate) -> String { DateText.dayAndMonth(date, locale) }
}
