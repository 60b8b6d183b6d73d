/// The roster's rules for one athlete on a day (`docs/team.md`): sessions in the last 7 and 30 days, compliance
/// over 7, 30 and 90 days (``Compliance``), the last readiness band, and the flags that put them on the coach's
/// "needs attention" list, each with its reason in the team's language.
public struct SummarizeAthlete: Sendable {
    public let thresholds: AttentionThresholds
    /// The team's language: the reasons are the coach's to read.
    public let locale: AppLocale

    public init(thresholds: AttentionThresholds, locale: AppLocale) {
        self.thresholds = thresholds
        self.locale = locale
    }

    /// Each lift's state before the last program session and now, from the program's folded history: what the
    /// failure and reset flags read. A lift is named by its exercise as the athlete's library names it (`names`),
    /// with its own key when the program names it otherwise.
    public static func liftChanges(_ standing: FollowProgram.Standing, names: [String: String]) -> [AthleteFacts.LiftChange] {
        let before = standing.sessions.isEmpty ? nil : standing.engine.state(after: Array(standing.sessions.dropLast()))
        return standing.program.lifts.compactMap { lift in
            guard let after = standing.state.lifts[lift.key] else { return nil }
            var stages: [String] = []
            if case let .stages(schemes, _, _) = lift.progression { stages = schemes.map(\.label) }
            let name = names[lift.exerciseID] ?? lift.exerciseName
            return AthleteFacts.LiftChange(name: lift.isNamedAfterItsExercise ? name : "\(lift.shownKey) (\(name))",
                                           before: before?.lifts[lift.key], after: after, stages: stages)
        }
    }

    /// Where the athlete is in the program they follow: the program and the next day's place.
    public static func place(_ standing: FollowProgram.Standing) -> AthleteProgramPlace {
        let next = standing.state.next
        return AthleteProgramPlace(id: standing.program.id, name: standing.program.name, cycle: next.cycle, week: next.week, day: next.day,
                                   dayName: next.dayName, startedOn: standing.run.startedOn)
    }

    public func callAsFunction(_ facts: AthleteFacts, id: String, name: String, athleteLocale: AppLocale, unit: WeightUnit) -> AthleteSummary {
        let today = facts.today
        let trained = facts.trainedDays.filter { $0 <= today }
        func count(_ days: Int) -> Int { trained.filter { $0 > today.adding(days: -days) }.count }
        func compliance(_ days: Int, endingOn end: LocalDate) -> Compliance {
            Compliance.over(days, endingOn: end, start: facts.start, perWeek: facts.perWeek, trainedOn: trained)
        }
        let last = facts.recentReadings.last
        return AthleteSummary(
            id: id, name: name, date: today, locale: athleteLocale, unit: unit, program: facts.program,
            lastSession: facts.lastSession, sessions7: count(7), sessions30: count(30),
            compliance7: compliance(7, endingOn: today), compliance30: compliance(30, endingOn: today),
            compliance90: compliance(90, endingOn: today), readiness: last?.band, flags: flags(facts, unit: unit)
        )
    }

    /// How many days of the 30-day window (since the start) compliance needs before it can flag anyone.
    public static let daysBeforeCompliance = 7

    /// The flags of `facts`, in a fixed order, each with its reason.
    public func flags(_ facts: AthleteFacts, unit: WeightUnit = .kg) -> [AttentionFlag] {
        let words = locale.words.team.flag
        let today = facts.today
        var flags: [AttentionFlag] = []
        // No completed session for more than the threshold: counted from the last one, or from the start.
        let since = facts.lastSession ?? facts.start
        let idle = since.days(until: today)
        if idle > thresholds.daysWithoutSession {
            flags.append(.init(kind: .noRecentSession, reason: facts.lastSession == nil
                ? words.noSessionYet(days: idle) : words.noRecentSession(days: idle, date: DateText.terminal(since, locale))))
        }
        let trained = facts.trainedDays.filter { $0 <= today }
        let now = Compliance.over(30, endingOn: today, start: facts.start, perWeek: facts.perWeek, trainedOn: trained)
        let before = Compliance.over(30, endingOn: today.adding(days: -30), start: facts.start, perWeek: facts.perWeek, trainedOn: trained)
        // Judged once the window holds a week since the start: on a program's first mornings one planned day not yet
        // trained reads as 0%, and every new athlete would be flagged before they could train.
        if let points = now.points, now.days >= Self.daysBeforeCompliance {
            if Double(points) < thresholds.minimumCompliance * 100 {
                flags.append(.init(kind: .lowCompliance, reason: words.lowCompliance(
                    points: points, done: now.done, planned: now.planned, minimum: Int((thresholds.minimumCompliance * 100).rounded()))))
            }
            if let earlier = before.points, earlier - points >= thresholds.complianceDropPoints {
                flags.append(.init(kind: .complianceDrop, reason: words.complianceDrop(drop: earlier - points, points: points, earlier: earlier)))
            }
        }
        let window = facts.recentReadings.suffix(thresholds.readinessWindow)
        let low = window.filter(\.isLow).count
        if window.count >= thresholds.lowReadinessCount, low >= thresholds.lowReadinessCount {
            flags.append(.init(kind: .lowReadiness, reason: words.lowReadiness(low: low, of: window.count)))
        }
        for lift in facts.lifts {
            if lift.after.failures >= thresholds.failedAttempts {
                flags.append(.init(kind: .liftFailing, reason: words.liftFailing(lift: lift.name, attempts: lift.after.failures)))
            }
            guard let before = lift.before else { continue }
            if lift.after.stage != before.stage {
                let from = lift.stages.indices.contains(before.stage) ? lift.stages[before.stage] : "\(before.stage + 1)"
                let to = lift.stages.indices.contains(lift.after.stage) ? lift.stages[lift.after.stage] : "\(lift.after.stage + 1)"
                flags.append(.init(kind: .liftReset, reason: words.stageChanged(lift: lift.name, from: from, to: to)))
            } else if let old = before.weightKg, let new = lift.after.weightKg, new < old - 0.001 {
                flags.append(.init(kind: .liftReset, reason: words.weightReset(
                    lift: lift.name, from: WeightText.format(old, unit, locale), to: WeightText.format(new, unit, locale))))
            }
            if let old = before.trainingMaxKg, let new = lift.after.trainingMaxKg, new < old - 0.001 {
                flags.append(.init(kind: .liftReset, reason: words.trainingMaxCut(
                    lift: lift.name, from: WeightText.format(old, unit, locale), to: WeightText.format(new, unit, locale))))
            }
        }
        if facts.deloadSuggested { flags.append(.init(kind: .deloadSuggested, reason: words.deloadSuggested)) }
        return flags
    }
}
