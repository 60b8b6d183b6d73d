import FitTodayDomain

/// How one prescribed set reads, on the sheet and on a program's page: "5+", "8–12", "85 kg", "RPE 8", the plates
/// per side, in the person's unit. Every number goes through the Domain's formatters (``WeightText``, ``RPEText``).
enum PrescribedSetText {
    /// "5", "5+" for an AMRAP set, "8–12" for a range.
    static func reps(_ set: PrescribedSet) -> String {
        if let top = set.repsMax, top > set.reps { return RepsText.format(set.reps, upTo: top) }
        return RepsText.format(set.reps, amrap: set.kind == .amrap)
    }

    /// "RPE 8", "RIR 2", both when both are given; nil when neither is.
    static func effort(_ set: PrescribedSet, _ locale: AppLocale) -> String? {
        let parts = [set.rpe.map { "\(locale.words.site.word.rpe) \(RPEText.format($0, locale))" },
                     set.rir.map { "\(locale.words.site.program.rir) \($0)" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "20 + 5 + 1,25", heaviest first; nil off the barbell or at the empty bar.
    static func plates(_ set: PrescribedSet, _ unit: WeightUnit, _ locale: AppLocale) -> String? {
        set.platesPerSideKg.isEmpty ? nil : set.platesPerSideKg.map { WeightText.number($0, unit, locale) }.joined(separator: " + ")
    }

    /// The whole set on one line, for the program's table: "5+ × 85 kg", "5 × 65%" before any weight is known,
    /// "8–12 · RPE 8".
    static func line(_ set: PrescribedSet, _ unit: WeightUnit, _ locale: AppLocale) -> String {
        var text = reps(set)
        if let kg = set.weightKg {
            text += " × " + WeightText.format(kg, unit, locale)
        } else if let percent = set.percent {
            text += " × \(NumberText.decimal(percent, fractionDigits: 2, locale))%"
        }
        if let effort = effort(set, locale) { text += " · " + effort }
        return text
    }

    /// The sets of one kind on one line, runs of equal sets counted: "3× 5 × 100 kg, 5+ × 110 kg".
    static func lines(_ sets: [PrescribedSet], _ unit: WeightUnit, _ locale: AppLocale) -> String {
        var runs: [(text: String, count: Int)] = []
        for set in sets {
            let text = line(set, unit, locale)
            if let last = runs.last, last.text == text {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((text, 1))
            }
        }
        return runs.map { $0.count > 1 ? "\($0.count)× \($0.text)" : $0.text }.joined(separator: ", ")
    }
}
