import FitTodayDomain

/// Programs for people at a terminal: the list, one program's cycle, and where you are.
struct ProgramText {
    let locale: AppLocale
    /// The unit loads are shown in.
    var unit: WeightUnit = .kg

    private var words: Words.CliWords.ProgramWords { locale.words.cli.program }

    private func v(_ text: String) -> String { TerminalText.clean(text) }

    /// Grouped by kind (linear, the 5/3/1 family, hypertrophy, peaking, others), each with who it is for.
    func list(_ programs: [Program], active: String?) -> String {
        ProgramKind.allCases.compactMap { kind -> String? in
            let group = programs.filter { $0.kind == kind }
            guard !group.isEmpty else { return nil }
            return ([heading(kind)] + group.map { program in
                let marker = program.id == active ? "*" : " "
                return "\(marker) \(program.id)  \(v(program.name))  ·  " + words.perWeek(days: locale.words.count.dayCount(program.daysPerWeek)) + "  ·  "
                    + program.equipment.label(locale) + "\n    " + v(program.audience)
            }).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private func heading(_ kind: ProgramKind) -> String {
        let kinds = locale.words.cli.programKinds
        return switch kind {
        case .linear: kinds.linear
        case .fiveThreeOne: kinds.fiveThreeOne
        case .hypertrophy: kinds.hypertrophy
        case .peaking: kinds.peaking
        case .other: kinds.other
        }
    }

    func show(_ program: Program, overview: ProgramOverview?, names: [String: String]) -> String {
        var lines = [v(program.name) + " (\(program.id))", "  " + v(program.description), "  " + words.forWho + v(program.audience),
                     "  " + words.perWeek(days: locale.words.count.dayCount(program.daysPerWeek)) + " · " + program.equipment.label(locale), "  " + words.source + v(program.source)]
        for days in overview?.cycle ?? [] {
            guard let first = days.first else { continue }
            lines.append("")
            lines.append(words.week(number: first.position.week) + (first.isDeload ? words.deload : ""))
            for day in days {
                lines.append("  " + words.day(name: v(day.position.dayName)) + (day.isNext ? words.next : ""))
                for item in day.exercises {
                    lines.append("    " + (item.superset.map { $0 + " " } ?? "") + v(names[item.exerciseID] ?? item.exerciseID) + ": " + sets(item.sets))
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    func status(_ standing: FollowProgram.Standing, names: [String: String]) -> String {
        let next = standing.state.next
        var lines = [words.following(name: v(standing.program.name), date: DateText.terminal(standing.run.startedOn, locale)),
                     "  " + words.nextDay(day: v(next.dayName), cycle: next.cycle, week: next.week, done: standing.state.daysDone == 1 ? words.daysDoneOne(count: 1) : words.daysDone(count: standing.state.daysDone))]
        if standing.state.finished {
            lines[1] = "  " + locale.words.cli.programEnd.finished(name: v(standing.program.name), count: standing.state.daysDone)
        }
        for lift in standing.program.lifts {
            let state = standing.state.lifts[lift.key]
            var facts: [String] = []
            if let tm = state?.trainingMaxKg { facts.append("TM " + WeightText.format(tm, unit, locale)) }
            if let weight = state?.weightKg { facts.append(WeightText.format(weight, unit, locale)) }
            if case let .stages(stages, _, _) = lift.progression { facts.append(stages[min(state?.stage ?? 0, stages.count - 1)].label) }
            if facts.isEmpty { facts.append(words.noLoadYet) }
            // A lift named after its exercise reads in the locale's name ("Overhead press", not the file's Portuguese);
            // one with a key of its own, in the key's words for the locale ("T1 squat").
            let shown = names[lift.exerciseID] ?? lift.exerciseName
            var line = "  " + (lift.isNamedAfterItsExercise ? v(shown) : v(lift.shownKey) + " (" + v(shown) + ")")
            line += ": " + facts.joined(separator: ", ")
            if let reason = state?.reason { line += " — " + v(reason) }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// "5 @ 65 kg, 5 @ 75 kg, 5+ @ 85 kg"; a run of equal sets once with its count: "3 × 8–12 @ 60 kg".
    func sets(_ sets: [PrescribedSet]) -> String {
        var runs: [(count: Int, set: PrescribedSet)] = []
        for set in sets {
            if let last = runs.last, last.set == set { runs[runs.count - 1].count += 1 } else { runs.append((1, set)) }
        }
        return runs.map { run in (run.count > 1 ? "\(run.count) × " : "") + self.set(run.set) }.joined(separator: ", ")
    }

    func set(_ set: PrescribedSet) -> String {
        var text = RepsText.format(set.reps, upTo: set.repsMax, amrap: set.kind == .amrap)
        if let weight = set.weightKg {
            text += " @ " + WeightText.format(weight, unit, locale)
        } else if let percent = set.percent {
            text += " @ " + NumberText.decimal(percent, fractionDigits: 2, locale) + "%"
        }
        if let rpe = set.rpe { text += " RPE " + RPEText.format(rpe, locale) }
        if let rir = set.rir { text += " RIR \(rir)" }
        switch set.kind {
        case .warmup: text += words.warmupMark
        case .backoff: text += words.backoffMark
        default: break
        }
        return text
    }
}
