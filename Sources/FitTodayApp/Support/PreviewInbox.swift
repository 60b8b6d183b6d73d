import FitTodayData
import FitTodayDomain
import Foundation

/// A log posted to `fittoday serve`, taken into the history by the rules every log meets (``InboxPullRun``'s
/// preparation: those of `import log`) and the inbox's ledger (``ReceivedLogs``: the same log twice adds nothing, a
/// later revision replaces its session), its bytes kept in the archive beside the database, what came said on the
/// terminal and answered to the page. Run by the command's loop, which then rebuilds the site.
struct PreviewInbox {
    let context: CommandContext
    /// The day the server builds for: a log dated after it is refused, as `import log` refuses one after today.
    let day: LocalDate

    /// Where the ledger says a log came from.
    static let source = "fittoday serve: "

    /// Takes `upload` in; the answer for the page: 201 with the session a new log made, 200 with what a log already
    /// known did, 4xx with why it was refused.
    func receive(_ upload: PreviewInboxQueue.Upload) -> PreviewResponse {
        let locale = context.locale
        let source = Self.source + PreviewInboxForm.keyPrefix + upload.name
        let store: SQLiteStore
        do throws(FitTodayError) {
            store = try context.openStore()
        } catch {
            return failed(error)
        }
        let log: WorkoutLogFile
        let session: ImportedSession
        do throws(FitTodayError) {
            log = try WorkoutLogFile.decode(Data(upload.bytes), today: day, logger: context.logger)
            // The page names a log by its id and revision; a key that names another is no page's.
            if let logID = log.logID, "\(logID)-\(log.revision).json" != upload.name.lowercased() {
                let expected = "\(PreviewInboxForm.keyPrefix)\(logID)-\(log.revision).json"
                return refuse(upload, status: 400, reason: locale.words.data.inbox.nameMismatch(expected: expected), source: source, store: store)
            }
            session = try InboxPullRun(context: context, store: store).preparation()(log)
        } catch {
            guard error.category == .invalidData else { return failed(error) }
            return refuse(upload, status: 422, reason: error.message(locale, unit: context.unit), source: source, store: store)
        }
        do throws(FitTodayError) {
            let archive = LogArchive(besideDatabase: context.databasePath)
            guard log.logID != nil else {
                // A log from before the sheet named its logs: imported as `import log` imports it, by the day and the plan.
                let result = try store.imports.importSessions([session], newExercises: [])
                try archive.keep(upload.bytes, name: upload.name)
                let outcome: ReceivedLogs.Outcome = result.sessionsInserted > 0 ? .imported : result.sessionsCompleted > 0 ? .replaced : .alreadyReceived
                say(result, log: log)
                return answer(outcome, session: nil)
            }
            let receipt = try ReceivedLogs(store: store).receive(log, as: session, source: source, at: SystemClock.now())
            try archive.keep(upload.bytes, name: "\(receipt.logID)-\(receipt.revision).json", aside: receipt.outcome == .keptAside)
            say(receipt, log: log, archive: archive, name: upload.name)
            return answer(receipt.outcome, session: receipt.sessionID)
        } catch {
            return failed(error)
        }
    }

    private func answer(_ outcome: ReceivedLogs.Outcome, session: Int64?) -> PreviewResponse {
        .json(outcome == .imported ? 201 : 200, .object([("outcome", .string(outcome.rawValue)), ("session_id", .optional(session))]))
    }

    /// A log refused for what it holds: recorded with its reason (`fittoday inbox` lists it), said, and answered.
    private func refuse(_ upload: PreviewInboxQueue.Upload, status: Int, reason: String, source: String, store: SQLiteStore) -> PreviewResponse {
        do throws(FitTodayError) {
            try ReceivedLogs(store: store).refuse(source: source, reason: reason, at: SystemClock.now())
        } catch {
            context.logger.debug("Refusal of \(upload.name) not recorded: \(error)")
        }
        Console.warning(context.locale.words.cli.serve.refused(reason: reason))
        return .refusal(status, reason: reason)
    }

    /// A failure of this computer's (the disk, the database): the log was not taken, and the page may send it again.
    private func failed(_ error: FitTodayError) -> PreviewResponse {
        let reason = error.message(context.locale, unit: context.unit)
        Console.error(reason)
        return .refusal(500, reason: reason)
    }

    /// What a log with an id did, in the inbox's words.
    private func say(_ receipt: ReceivedLogs.Receipt, log: WorkoutLogFile, archive: LogArchive, name: String) {
        context.console.say(LogArrivalText.received(receipt.outcome, revision: receipt.revision, sessionID: receipt.sessionID, day: log.date,
                                                    sets: log.sets.count, name: name, aside: archive.folder + "/aside", locale: context.locale)
                            ?? context.locale.words.cli.inbox.nothingNew)
    }

    /// What a log without an id did, in `import log`'s words.
    private func say(_ result: ImportWriteResult, log: WorkoutLogFile) {
        context.console.say(LogArrivalText.imported(result, day: log.date, locale: context.locale))
    }
}
