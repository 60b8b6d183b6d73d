import FitTodayData
import FitTodayDomain
import Foundation

/// The friendly sentences that sum up an import, an export or a restore.
struct ImportReport {
    let locale: AppLocale
    /// The person's unit, for a skipped row's load.
    var unit: WeightUnit = .kg

    private var words: Words.CliWords.ImportReportWords { locale.words.cli.importReport }

    /// How many skipped rows are listed one by one; the rest are only counted (all are listed under `--verbose`).
    static let listedSkippedRows = 20

    /// The summary; `everySkippedRow` lists every row left out under `--skip-invalid`, not only the first ones.
    func lines(for summary: WorkoutImportSummary, everySkippedRow: Bool = false) -> [String] {
        var lines: [String] = []
        let created = summary.exercisesCreated.count
        let present = summary.sessionsAlreadyPresent
        let completed = summary.sessionsCompleted
        if summary.encoding != .utf8 {
            lines.append(words.converted(encoding: summary.encoding.rawValue))
        }
        if summary.dryRun { lines.append(words.dryRun) }
        let body = summary.bodyMeasurementsImported + summary.bodyMeasurementsAlreadyPresent
        if summary.sessionsImported == 0, completed == 0, present == 0, body > 0 {
            // A body-tracker file: no sessions to speak of.
        } else if summary.sessionsImported == 0, completed == 0, present > 0 {
            lines.append(present == 1
                ? words.nothingNewOne
                : words.nothingNewSessions(count: count(present)))
        } else {
            var line = summary.sessionsImported == 0 && completed > 0
                ? words.setsCompleted(sets: sets(summary.setsImported))
                : words.imported(sessions: sessions(summary.sessionsImported), sets: sets(summary.setsImported))
            if created > 0 {
                line += created == 1
                    ? words.createdOne(count: count(created))
                    : words.created(count: count(created))
            }
            lines.append(line + ".")
            if completed > 0 {
                lines.append(completed == 1
                    ? words.oneSessionCompleted
                    : words.sessionsCompleted(count: count(completed)))
            }
            if present > 0 {
                lines.append(present == 1
                    ? words.oneSessionPresent
                    : words.sessionsPresent(count: count(present)))
            }
        }
        if let first = summary.firstDay, let last = summary.lastDay, summary.sessionsImported > 0 || summary.dryRun {
            lines.append(words.dateRange(first: DateText.terminal(first, locale), last: DateText.terminal(last, locale)))
        }
        if summary.dryRun, summary.exercisesMatched > 0 { lines.append(words.matched(count: count(summary.exercisesMatched))) }
        if summary.bodyMeasurementsImported > 0 { lines.append(words.bodyImported(count: count(summary.bodyMeasurementsImported))) }
        if summary.bodyMeasurementsAlreadyPresent > 0 { lines.append(words.bodyPresent(count: count(summary.bodyMeasurementsAlreadyPresent))) }
        if created > 0 {
            let shown = summary.exercisesCreated.prefix(8).joined(separator: ", ")
            let more = created > 8 ? words.andMore(created: created - 8) : ""
            lines.append(words.newExercises(shown: shown, more: more))
        }
        let skipped = summary.skippedRows.count
        if skipped > 0 {
            lines.append(skipped == 1
                ? words.skippedOne(count: count(skipped))
                : words.skipped(count: count(skipped)))
            let listed = everySkippedRow ? skipped : Self.listedSkippedRows
            for row in summary.skippedRows.prefix(listed) {
                lines.append(words.line(line: row.line, message: row.issue.message(locale, unit: unit)))
            }
            if skipped > listed {
                lines.append(words.andMoreRows(skipped: count(skipped - Self.listedSkippedRows)))
            }
        }
        if let batch = summary.batchID { lines.append(words.undoHint(id: batch)) }
        return lines
    }

    /// "312 treinos, 4 planos, 40 check-ins e 5 exercícios" for an export or a restore.
    func contents(of snapshot: DataSnapshot) -> String {
        let counts = locale.words.count
        let plans = snapshot.plans.count, checkIns = snapshot.checkIns.count, exercises = snapshot.exercises.count
        let parts = [
            snapshot.profile == nil ? words.noProfile : words.profile,
            sessions(snapshot.sessions.count),
            sets(snapshot.sessions.reduce(0) { $0 + $1.session.sets.count }),
            counts.planCount(plans), counts.checkInCount(checkIns), counts.exerciseCount(exercises),
        ]
        return parts.dropLast().joined(separator: ", ") + words.and + parts.last!
    }

    private func sessions(_ value: Int) -> String { locale.words.count.sessionCount(value) }

    private func sets(_ value: Int) -> String { locale.words.count.setCount(value) }

    /// `8450` becomes `8.450` in pt-BR and `8,450` in English.
    func count(_ value: Int) -> String { NumberText.thousands(value, locale) }

    /// A file size for people: `840 KB`, `2,3 MB`.
    func size(_ bytes: Int64) -> String {
        let megabytes = Double(bytes) / 1_048_576
        if megabytes >= 1 { return NumberText.decimal(megabytes, fractionDigits: 1, locale) + " MB" }
        return NumberText.thousands(max(1, (Double(bytes) / 1024).rounded()), locale) + " KB"
    }
}
