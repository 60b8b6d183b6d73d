import FitTodayData
import FitTodayDomain
import Foundation

/// The friendly sentences that sum up an import, an export or a restore.
struct ImportReport {
    let locale: AppLocale

    /// How many skipped rows are listed one by one; the rest are only counted.
    static let listedSkippedRows = 5

    func lines(for summary: WorkoutImportSummary) -> [String] {
        var lines: [String] = []
        let created = summary.exercisesCreated.count
        let present = summary.sessionsAlreadyPresent
        let completed = summary.sessionsCompleted
        if summary.encoding != .utf8 {
            lines.append(locale.words.cli.importReport.converted(encoding: summary.encoding.rawValue))
        }
        if summary.sessionsImported == 0, completed == 0, present > 0 {
            lines.append(present == 1
                ? locale.words.cli.importReport.nothingNewOne
                : locale.words.cli.importReport.nothingNewSessions(count: count(present)))
        } else {
            var line = summary.sessionsImported == 0 && completed > 0
                ? locale.words.cli.importReport.setsCompleted(sets: sets(summary.setsImported))
                : locale.words.cli.importReport.imported(sessions: sessions(summary.sessionsImported), sets: sets(summary.setsImported))
            if created > 0 {
                line += created == 1
                    ? locale.words.cli.importReport.createdOne(count: count(created))
                    : locale.words.cli.importReport.created(count: count(created))
            }
            lines.append(line + ".")
            if completed > 0 {
                lines.append(completed == 1
                    ? locale.words.cli.importReport.oneSessionCompleted
                    : locale.words.cli.importReport.sessionsCompleted(count: count(completed)))
            }
            if present > 0 {
                lines.append(present == 1
                    ? locale.words.cli.importReport.oneSessionPresent
                    : locale.words.cli.importReport.sessionsPresent(count: count(present)))
            }
        }
        if created > 0 {
            let shown = summary.exercisesCreated.prefix(8).joined(separator: ", ")
            let more = created > 8 ? locale.words.cli.importReport.andMore(created: created - 8) : ""
            lines.append(locale.words.cli.importReport.newExercises(shown: shown, more: more))
        }
        let skipped = summary.skippedRows.count
        if skipped > 0 {
            lines.append(skipped == 1
                ? locale.words.cli.importReport.skippedOne(count: count(skipped))
                : locale.words.cli.importReport.skipped(count: count(skipped)))
            for row in summary.skippedRows.prefix(Self.listedSkippedRows) {
                lines.append(locale.words.cli.importReport.line(line: row.line, message: row.issue.message(locale)))
            }
            if skipped > Self.listedSkippedRows {
                lines.append(locale.words.cli.importReport.andMoreRows(skipped: count(skipped - Self.listedSkippedRows)))
            }
        }
        return lines
    }

    /// "312 treinos, 4 planos, 40 check-ins e 5 exercícios" for an export or a restore.
    func contents(of snapshot: DataSnapshot) -> String {
        let words = locale.words.cli.count
        let plans = snapshot.plans.count, checkIns = snapshot.checkIns.count, exercises = snapshot.exercises.count
        let parts = [
            snapshot.profile == nil ? locale.words.cli.importReport.noProfile : locale.words.cli.importReport.profile,
            sessions(snapshot.sessions.count),
            sets(snapshot.sessions.reduce(0) { $0 + $1.session.sets.count }),
            plans == 1 ? words.planOne(count: count(plans)) : words.plans(count: count(plans)),
            checkIns == 1 ? words.checkInOne(count: count(checkIns)) : words.checkIns(count: count(checkIns)),
            exercises == 1 ? words.exerciseOne(count: count(exercises)) : words.exercises(count: count(exercises)),
        ]
        return parts.dropLast().joined(separator: ", ") + locale.words.cli.importReport.and + parts.last!
    }

    private func sessions(_ value: Int) -> String {
        value == 1 ? locale.words.cli.count.sessionOne(count: count(value)) : locale.words.cli.count.sessions(count: count(value))
    }

    private func sets(_ value: Int) -> String {
        value == 1 ? locale.words.cli.count.setOne(count: count(value)) : locale.words.cli.count.sets(count: count(value))
    }

    /// `8450` becomes `8.450` in pt-BR and `8,450` in English.
    func count(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: locale == .ptBR ? "pt_BR" : "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// A file size for people: `840 KB`, `2,3 MB`.
    func size(_ bytes: Int64) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        formatter.locale = Locale(identifier: locale == .ptBR ? "pt_BR" : "en_US")
        let megabytes = Double(bytes) / 1_048_576
        if megabytes >= 1 { return (formatter.string(from: NSNumber(value: megabytes)) ?? "\(megabytes)") + " MB" }
        return (formatter.string(from: NSNumber(value: max(1, (Double(bytes) / 1024).rounded()))) ?? "\(bytes / 1024)") + " KB"
    }
}
