import FitTodayDomain
import Foundation

/// Plain-text views of the data for people at a terminal.
struct TextFormatter {
    let locale: AppLocale
    /// The unit loads are shown in.
    var unit: WeightUnit = .kg

    private var words: Words.CliWords.TextFormatterWords { locale.words.cli.textFormatter }

    /// A value from the data, on one line and without control characters.
    private func v(_ text: String) -> String { TerminalText.clean(text) }

    func profile(_ profile: Profile) -> String {
        var lines = [
            words.yourProfile,
            "  " + words.goal + ": " + profile.goal.label(locale),
            "  " + words.equipment + ": " + profile.equipment.label(locale),
            "  " + words.level + ": " + profile.level.label(locale),
            "  " + words.methodology + ": " + profile.methodology.label(locale),
            "  " + words.frequency + ": " + words.xWeek(weeklyFrequency: profile.weeklyFrequency),
            "  " + locale.words.cli.profileLanguage.language + ": " + language(profile.locale),
            "  " + locale.words.cli.profileUnits.units + ": " + units(profile.weightUnit),
        ]
        if !profile.conditions.isEmpty {
            lines.append("  " + words.healthConditions + ": " + profile.conditions.map { $0.label(locale) }.joined(separator: ", "))
        }
        if !profile.healthNotes.isEmpty {
            lines.append("  " + words.notes + ": " + v(profile.healthNotes))
        }
        return lines.joined(separator: "\n")
    }

    /// The language kept with the profile, or which one speaks while none is.
    private func language(_ kept: AppLocale?) -> String {
        let words = locale.words.cli.profileLanguage
        func name(_ language: AppLocale) -> String { language == .en ? words.english : words.portuguese }
        guard let kept else { return words.notChosen(language: name(locale)) }
        return name(kept)
    }

    /// The unit kept with the profile, or which one is used while none is.
    private func units(_ kept: WeightUnit?) -> String {
        let words = locale.words.cli.profileUnits
        guard let kept else { return words.notChosen(unit: unit.symbol) }
        return kept == .lb ? words.pounds : words.kilograms
    }

    /// `loads`, when given, are the exercises' load prescriptions in plan order; `alternatives` (`plan generate`),
    /// what each exercise may be swapped for, with its load.
    func plan(_ plan: Plan, loads: [LoadPrescription] = [], alternatives: [PlannedAlternatives] = []) -> String {
        var header = "#\(plan.id ?? 0) \(v(plan.name))"
        if plan.isActive { header += words.active }
        var lines = [header]
        var facts = [plan.source.label(locale)]
        if let minutes = plan.estimatedMinutes { facts.append(words.min(minutes: minutes)) }
        if let intensity = plan.intensity { facts.append(words.intensity + intensity.label(locale).lowercased()) }
        lines.append("  " + facts.joined(separator: " · "))
        if !plan.description.isEmpty { lines.append("  " + v(plan.description)) }
        if plan.exercises.isEmpty {
            lines.append(words.noExercises(id: plan.id ?? 0))
        }
        for (index, exercise) in plan.exercises.enumerated() {
            let label = exercise.superset.map { $0 + " " } ?? ""
            // A timed item reads as its time per set ("3x30 s"), not as one "rep".
            let work = "\(exercise.sets)x\(exercise.workText(locale))"
            var line = "  \(index + 1). \(label)\(v(exercise.exerciseName)) — \(work), " + words.rest + " \(exercise.restSeconds)s"
            if !exercise.notes.isEmpty { line += " (\(v(exercise.notes)))" }
            lines.append(line)
            guard index < loads.count else { continue }
            let load = loads[index]
            if !load.sets.isEmpty {
                // A program day: every set with its own load, warm-ups first.
                let text = ProgramText(locale: locale, unit: unit)
                lines.append("     " + (load.stage.map { $0 + ": " } ?? "") + text.sets(load.sets))
                if let reason = load.reason { lines.append("     " + v(reason)) }
                let plates = load.sets.first { $0.kind.isMainWork && !$0.platesPerSideKg.isEmpty }
                if let plates {
                    lines.append("     " + locale.words.cli.program.platesPerSide(plates: plates.platesPerSideKg.map { WeightText.number($0, unit, locale) }.joined(separator: " + ")))
                }
            } else {
                if !load.warmup.isEmpty {
                    lines.append("     " + words.warmUp + load.warmup.map { "\($0.reps)×\(WeightText.format($0.weightKg, unit, locale))" }.joined(separator: ", "))
                }
                if let target = load.targetWeightKg {
                    lines.append("     " + words.load + WeightText.format(target, unit, locale) + (load.reason.map { " (\($0))" } ?? ""))
                } else if let reason = load.reason {
                    lines.append("     " + reason)
                }
            }
            if let last = load.last {
                let sets = last.sets.map { set in set.weightKg.map { "\(set.reps)×\(WeightText.number($0, unit, locale))" } ?? "\(set.reps)" }
                lines.append("     " + words.lastTime(date: DateText.terminal(last.completedAt.date, locale)) + sets.joined(separator: ", "))
            }
            if index < alternatives.count { lines += self.alternatives(alternatives[index]) }
        }
        return lines.joined(separator: "\n")
    }

    /// "Alternativas:" and one line each, its load (or reps) with its reason; or the line saying why there are none.
    private func alternatives(_ planned: PlannedAlternatives) -> [String] {
        if let gap = planned.gap { return ["     " + words.alternatives + gap.sentence(locale)] }
        return ["     " + words.alternatives.trimmingCharacters(in: .whitespaces)] + planned.alternatives.map { offered in
            let load = offered.load
            let number = load.targetWeightKg.map { WeightText.format($0, unit, locale) + " (\(v(load.reason)))" } ?? v(load.reason)
            return "       - \(v(offered.exercise.name)) — \(number)"
        }
    }

    /// A logged session with its sets, one line per exercise; an exercise done in another's place says whose
    /// (`plannedNames`: the names of the exercises swapped from, by id).
    func session(_ session: WorkoutSession, plannedNames: [String: String] = [:]) -> String {
        let title = session.planTitle.isEmpty ? words.freeSession : session.planTitle
        var facts = [session.status.label(locale), title]
        if let minutes = session.durationMinutes { facts.append(DurationText.minutes(minutes, locale)) }
        if let intensity = session.intensity { facts.append(words.intensity + intensity.label(locale).lowercased()) }
        if session.volumeKg > 0 { facts.append(WeightText.volume(session.volumeKg, unit, locale)) }
        var lines = ["#\(session.id ?? 0)  \(DateText.terminal(session.completedAt, locale))  " + facts.joined(separator: " · ")]
        if !session.notes.isEmpty { lines.append("  " + session.notes) }
        var order: [String] = []
        var byExercise: [String: [LoggedSet]] = [:]
        for set in session.sets {
            if byExercise[set.exerciseID] == nil { order.append(set.exerciseID) }
            byExercise[set.exerciseID, default: []].append(set)
        }
        for id in order {
            let sets = byExercise[id] ?? []
            let text = sets.map { set in
                var item = set.weightKg.map { "\(set.reps)×\(WeightText.format($0, unit, locale))" } ?? "\(set.reps)"
                if set.kind == .warmup { item += words.warmUpMark }
                return item
            }
            var name = sets.first?.exerciseName ?? id
            if let planned = sets.compactMap(\.swappedFrom).first {
                name += " (" + locale.words.domain.alternatives.swappedIn(planned: plannedNames[planned] ?? planned) + ")"
            }
            lines.append("  \(name): " + text.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    func planList(_ plans: [PlanSummary]) -> String {
        guard !plans.isEmpty else {
            return words.noPlans
        }
        return plans.map { plan in
            let marker = plan.isActive ? "*" : " "
            let count = locale.words.count.exerciseCount(plan.exerciseCount)
            return "\(marker) #\(plan.id)  \(v(plan.name))  ·  \(count)  ·  \(plan.source.label(locale))  ·  \(DateText.terminal(plan.createdAt.date, locale))"
        }.joined(separator: "\n")
    }

    func historyPage(_ page: HistoryPage) -> String {
        guard page.total > 0 else {
            return words.noSessions
        }
        let plural = page.total == 1 ? "" : "s"
        var lines: [String]
        if let number = page.page {
            let range = HistoryPage.range(of: number, total: page.total, pageSize: page.pageSize)
            let shown = range.isEmpty ? "" : " · \(range.lowerBound + 1)–\(range.upperBound)"
            lines = [words.historyPageOf(number: number, pages: page.pages, total: page.total, plural: plural, shown: shown)]
        } else {
            lines = [words.historyNewest(total: page.total, plural: plural, pages: page.pages, pagesPlural: page.pages == 1 ? "" : "s")]
        }
        for session in page.sessions {
            let title = session.planTitle.isEmpty ? words.freeSession : v(session.planTitle)
            var facts = [session.status.label(locale), title]
            if let minutes = session.durationMinutes { facts.append(DurationText.minutes(minutes, locale)) }
            if session.setCount > 0 { facts.append(locale.words.count.setCount(session.setCount)) }
            if session.volumeKg > 0 { facts.append(locale.words.domain.formatting.volume(weight: WeightText.volume(session.volumeKg, unit, locale))) }
            if let heaviest = page.heaviestKg[session.id], heaviest > 0 {
                facts.append(locale.words.cli.units.heaviest(weight: WeightText.format(heaviest, unit, locale)))
            }
            lines.append("  #\(session.id)  \(DateText.terminal(session.completedAt.date, locale))  " + facts.joined(separator: " · "))
        }
        // Older sessions are on the lower page numbers.
        let older = page.page.map { $0 - 1 } ?? (page.total > page.pageSize ? page.pages - 1 : 0)
        if older >= 1 {
            lines.append(words.olderFittodayHistory(older: older))
        }
        return lines.joined(separator: "\n")
    }
}
