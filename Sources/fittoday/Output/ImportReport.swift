import FitTodayData
import FitTodayDomain
import Foundation

/// The friendly sentences that sum up an import, an export or a restore.
struct ImportReport {
    let locale: AppLocale

    /// How many skipped rows are listed one by one; the rest are only counted.
    static let listedSkippedRows = 5

    func lines(for summary: WorkoutImportSummary) -> [String] {
        let t = locale.pick
        var lines: [String] = []
        let created = summary.exercisesCreated.count
        let present = summary.sessionsAlreadyPresent
        let completed = summary.sessionsCompleted
        if summary.encoding != .utf8 {
            lines.append(t("O arquivo estava em \(summary.encoding.rawValue) e foi convertido para UTF-8.",
                           "The file was in \(summary.encoding.rawValue) and was converted to UTF-8."))
        }
        if summary.sessionsImported == 0, completed == 0, present > 0 {
            lines.append(present == 1
                ? t("Nada novo: o treino desse arquivo já estava no histórico.", "Nothing new: the session in that file was already in the history.")
                : t("Nada novo: os \(count(present)) treinos desse arquivo já estavam no histórico.",
                    "Nothing new: the \(count(present)) sessions in that file were already in the history."))
        } else {
            var line = summary.sessionsImported == 0 && completed > 0
                ? t("\(sets(summary.setsImported)) que faltavam importadas", "\(sets(summary.setsImported)) that were missing imported")
                : t("\(sessions(summary.sessionsImported)) e \(sets(summary.setsImported)) importados",
                    "\(sessions(summary.sessionsImported)) and \(sets(summary.setsImported)) imported")
            if created > 0 {
                line += t("; \(count(created)) \(created == 1 ? "exercício novo criado" : "exercícios novos criados")",
                          "; \(count(created)) new \(created == 1 ? "exercise" : "exercises") created")
            }
            lines.append(line + ".")
            if completed > 0 {
                lines.append(completed == 1
                    ? t("1 treino que já estava no histórico ganhou as séries que faltavam.", "1 session already in the history got the sets it was missing.")
                    : t("\(count(completed)) treinos que já estavam no histórico ganharam as séries que faltavam.",
                        "\(count(completed)) sessions already in the history got the sets they were missing."))
            }
            if present > 0 {
                lines.append(present == 1
                    ? t("1 treino já estava no histórico e não foi repetido.", "1 session was already in the history and was not added again.")
                    : t("\(count(present)) treinos já estavam no histórico e não foram repetidos.",
                        "\(count(present)) sessions were already in the history and were not added again."))
            }
        }
        if created > 0 {
            let shown = summary.exercisesCreated.prefix(8).joined(separator: ", ")
            let more = created > 8 ? t(" e mais \(created - 8)", " and \(created - 8) more") : ""
            lines.append(t("Exercícios novos, que a biblioteca não conhecia: \(shown)\(more).",
                           "New exercises the library did not know: \(shown)\(more)."))
        }
        let skipped = summary.skippedRows.count
        if skipped > 0 {
            lines.append(t("\(count(skipped)) \(skipped == 1 ? "linha com problema ficou" : "linhas com problema ficaram") de fora:",
                           "\(count(skipped)) \(skipped == 1 ? "row with a problem was" : "rows with problems were") left out:"))
            for row in summary.skippedRows.prefix(Self.listedSkippedRows) {
                lines.append(t("  linha \(row.line): \(row.issue.message(locale))", "  line \(row.line): \(row.issue.message(locale))"))
            }
            if skipped > Self.listedSkippedRows {
                lines.append(t("  … e mais \(count(skipped - Self.listedSkippedRows)).", "  … and \(count(skipped - Self.listedSkippedRows)) more."))
            }
        }
        return lines
    }

    /// "312 treinos, 4 planos, 40 check-ins e 5 exercícios" for an export or a restore.
    func contents(of snapshot: DataSnapshot) -> String {
        let t = locale.pick
        let exercises = snapshot.exercises.count
        let parts = [
            snapshot.profile == nil ? t("sem perfil", "no profile") : t("perfil", "profile"),
            sessions(snapshot.sessions.count),
            sets(snapshot.sessions.reduce(0) { $0 + $1.session.sets.count }),
            t("\(count(snapshot.plans.count)) plano\(snapshot.plans.count == 1 ? "" : "s")", "\(count(snapshot.plans.count)) plan\(snapshot.plans.count == 1 ? "" : "s")"),
            t("\(count(snapshot.checkIns.count)) check-in\(snapshot.checkIns.count == 1 ? "" : "s")", "\(count(snapshot.checkIns.count)) check-in\(snapshot.checkIns.count == 1 ? "" : "s")"),
            t("\(count(exercises)) exercício\(exercises == 1 ? "" : "s")", "\(count(exercises)) exercise\(exercises == 1 ? "" : "s")"),
        ]
        return parts.dropLast().joined(separator: ", ") + t(" e ", " and ") + parts.last!
    }

    private func sessions(_ value: Int) -> String {
        locale.pick("\(count(value)) treino\(value == 1 ? "" : "s")", "\(count(value)) session\(value == 1 ? "" : "s")")
    }

    private func sets(_ value: Int) -> String {
        locale.pick("\(count(value)) série\(value == 1 ? "" : "s")", "\(count(value)) set\(value == 1 ? "" : "s")")
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
