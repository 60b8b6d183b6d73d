import FitTodayDomain

/// Readiness on the terminal: the reading, each change with its reason, and a suggested deload.
struct ReadinessText {
    let locale: AppLocale

    private var words: Words.CliWords.ReadinessWords { locale.words.cli.readiness }

    /// The lines said before a day's plan: the reading when there is one.
    func reading(_ reading: ReadinessAssessment?) -> [String] {
        // A check-in with the earlier flags only (focus, soreness) asked nothing about readiness: nothing to say.
        guard let reading, let checkIn = reading.checkIn, reading.score != nil || !checkIn.answers.isEmpty else { return [] }
        let reasons = TerminalText.clean(reading.reasons(locale).joined(separator: "; "))
        // A scored reading opens with its band ("prontidão baixa: …"), which says "readiness" already.
        var lines = [reading.score == nil ? words.readinessLine(reasons: reasons) : reasons.prefix(1).uppercased() + reasons.dropFirst()]
        if reading.callsForRecovery { lines.append(words.recovery(soreness: reading.soreness)) }
        return lines
    }

    /// The lines said after a day's plan: its changes with their reasons, and a suggested deload.
    func changes(_ day: ReadinessDay) -> [String] {
        var lines: [String] = []
        var changed: [(String, ReadinessAdjustment)] = []
        for (item, adjustments) in zip(day.plan.exercises, day.adjustments) {
            changed += adjustments.map { (item.exerciseName, $0) }
        }
        changed += day.removed.map { ($0.exercise.exerciseName, $0.adjustment) }
        if !changed.isEmpty {
            // --as-planned undoes what a low reading changed, not a deload or what soreness left out (as on the sheet).
            lines.append(day.readiness?.isLow == true ? words.adjustmentsHeader : words.adjustmentsHeaderPlain)
            lines += changed.map { name, change in
                TerminalText.clean(words.adjustmentLine(name: name, what: change.what, why: change.why))
            }
        }
        if day.deloadSuggested { lines.append(words.deloadSuggested) }
        return lines
    }
}
