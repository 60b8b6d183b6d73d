import FitTodayData
import FitTodayDomain

/// The sentence for what a log did to the history, wherever it came from: a pull of the inbox, the preview server,
/// or `import log`; one place, so that the three say it alike.
enum LogArrivalText {
    /// A log with an id, by the ledger's outcome; nil for one that changed nothing (the caller says so or not).
    /// `aside` is where a log kept aside now is.
    static func received(_ outcome: ReceivedLogs.Outcome, revision: Int, sessionID: Int64?, day: LocalDate, sets: Int, name: String,
                         aside: String, locale: AppLocale) -> String? {
        let words = locale.words.cli.inbox
        let shown = DateText.terminal(day, locale)
        let id = sessionID.map(String.init) ?? "?"
        switch outcome {
        case .imported: return words.arrivedNew(day: shown, sets: locale.words.count.setCount(sets), id: id)
        case .replaced: return words.arrivedRevision(revision: revision, id: id, day: shown)
        case .keptAside: return words.keptAside(revision: revision, id: id, folder: aside)
        case .staysDeleted: return words.staysDeleted(name: name)
        case .superseded, .alreadyReceived: return nil
        }
    }

    /// A log without an id, imported by its day and plan (`import log`'s rule).
    static func imported(_ result: ImportWriteResult, day: LocalDate, locale: AppLocale) -> String {
        let words = locale.words.cli.importLog
        let shown = DateText.terminal(day, locale)
        // "1 série", not "1 séries": counted as `log` counts them.
        let sets = locale.words.count.setCount(result.setsInserted)
        if result.sessionsInserted == 1 { return words.imported(day: shown, sets: sets) }
        if result.sessionsCompleted == 1 { return words.completed(day: shown, sets: sets) }
        return words.nothingNew
    }
}
