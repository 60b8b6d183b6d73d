import FitTodayDomain
import Foundation

/// Takes what waits in an inbox into the history, before the build decides the day (docs/inbox.md). For each log,
/// in this order: download it, check it by the rules of `import log`, import it in one transaction, keep its exact
/// bytes in the archive, and only then take it out of the inbox. A pull killed at any moment loses nothing and
/// imports nothing twice: a log already received is recognised by its `log_id` and revision (or, without them, by
/// the day and plan as `import log` keys it), and is only archived and taken out again.
public struct InboxPull {
    /// At most this many logs a person in one pull: no spree of uploads makes a build take long.
    public static let perPull = 500
    /// Larger logs are refused: a day's sheet is a few kilobytes, and the form allows no more.
    public static let maximumBytes = 64 << 10
    /// A log dated more than this many days before the build's day is refused, as one after it is.
    public static let oldestDays = 30

    /// One log taken in.
    public struct Arrival: Equatable, Sendable {
        public var name: String
        /// The log's day and how many sets it holds.
        public var day: LocalDate
        public var sets: Int
        public var logID: String?
        public var revision: Int?
        public var sessionID: Int64?
        public var outcome: ReceivedLogs.Outcome
    }

    /// One log refused and moved aside.
    public struct Refusal: Equatable, Sendable {
        /// The store's key, or the file's path inside the folder.
        public var key: String
        public var name: String
        public var reason: String
    }

    /// What one pull did.
    public struct Report: Equatable, Sendable {
        public var arrivals: [Arrival] = []
        public var refusals: [Refusal] = []
        /// More logs waited than one pull takes: the next build goes on.
        public var more = false
        /// Why the pull stopped early, every log not yet taken left where it was.
        public var failure: InboxSourceFailure?

        public init() {}

        /// Sessions the history gained or had replaced.
        public var changedHistory: Bool { arrivals.contains { $0.outcome == .imported || $0.outcome == .replaced } }
    }

    let store: SQLiteStore
    let archive: LogArchive
    /// The build's day: later logs are refused, and so are logs more than ``oldestDays`` before it.
    let day: LocalDate
    let now: LocalDateTime
    let locale: AppLocale
    /// A store's keys are `<log_id>-<revision>.json`, and a log under another name is refused; a folder's names are
    /// the sync app's.
    let namesMustMatch: Bool
    /// The session a checked log makes: its exercises known, its plan looked up (the rules of `import log`).
    let prepare: (WorkoutLogFile) throws(FitTodayError) -> ImportedSession

    public init(store: SQLiteStore, archive: LogArchive, day: LocalDate, now: LocalDateTime, locale: AppLocale, namesMustMatch: Bool,
                prepare: @escaping (WorkoutLogFile) throws(FitTodayError) -> ImportedSession) {
        self.store = store
        self.archive = archive
        self.day = day
        self.now = now
        self.locale = locale
        self.namesMustMatch = namesMustMatch
        self.prepare = prepare
    }

    /// Pulls what waits in `source`. A failure of the source ends the pull at once (see ``Report/failure``); a
    /// failure to write here (a full disk) is thrown, with the log it was taking left in the inbox.
    public func run(_ source: some InboxSource) async throws(FitTodayError) -> Report {
        var report = Report()
        let items: [InboxItem]
        do {
            items = try await source.waiting(limit: Self.perPull + 1)
        } catch {
            report.failure = error
            return report
        }
        report.more = items.count > Self.perPull
        let ledger = ReceivedLogs(store: store)
        for item in items.prefix(Self.perPull) {
            let bytes: [UInt8]
            do {
                bytes = try await source.bytes(of: item, maximumBytes: Self.maximumBytes)
            } catch .gone {
                continue
            } catch {
                report.failure = error
                return report
            }
            Self.checkpoint("downloaded")
            let arrival: Arrival
            switch checked(bytes, item: item) {
            case let .failure(refusal):
                let reason = refusal.text
                do {
                    try await source.refuse(item, bytes: bytes, reason: reason)
                } catch {
                    report.failure = error
                    return report
                }
                try ledger.refuse(source: source.place + item.name, reason: reason, at: now)
                report.refusals.append(Refusal(key: item.key, name: item.name, reason: reason))
                continue
            case let .success((log, session)):
                arrival = try receive(log, as: session, name: item.name, place: source.place, ledger: ledger)
            }
            Self.checkpoint("imported")
            try archive.keep(bytes, name: arrival.logID.map { "\($0)-\(arrival.revision ?? 1).json" } ?? item.name,
                             aside: arrival.outcome == .keptAside)
            Self.checkpoint("archived")
            do {
                try await source.remove(item)
            } catch {
                report.failure = error
                report.arrivals.append(arrival)
                return report
            }
            report.arrivals.append(arrival)
        }
        return report
    }

    /// The log and its session, or the sentence that refuses it.
    private func checked(_ bytes: [UInt8], item: InboxItem) -> Result<(WorkoutLogFile, ImportedSession), RefusalReason> {
        let words = locale.words.data.inbox
        guard bytes.count <= Self.maximumBytes else { return .failure(RefusalReason(words.tooLarge(kilobytes: Self.maximumBytes >> 10))) }
        do throws(FitTodayError) {
            let log = try WorkoutLogFile.decode(Data(bytes), today: day)
            if log.date < day.adding(days: -Self.oldestDays) {
                return .failure(RefusalReason(words.tooOld(days: Self.oldestDays)))
            }
            if namesMustMatch {
                let expected = log.logID.map { "\($0)-\(log.revision).json" }
                guard let expected, expected == item.name.lowercased() else {
                    return .failure(RefusalReason(words.nameMismatch(expected: expected ?? "<log_id>-<revision>.json")))
                }
            }
            return .success((log, try prepare(log)))
        } catch {
            return .failure(RefusalReason(error.message(locale)))
        }
    }

    private func receive(_ log: WorkoutLogFile, as session: ImportedSession, name: String, place: String,
                         ledger: ReceivedLogs) throws(FitTodayError) -> Arrival {
        guard log.logID != nil else {
            // A download from before the sheet sent its logs: today's rule, a later one adds the sets the first lacked.
            let result = try store.imports.importSessions([session], newExercises: [])
            let outcome: ReceivedLogs.Outcome = result.sessionsInserted > 0 ? .imported
                : result.sessionsCompleted > 0 ? .replaced : .alreadyReceived
            return Arrival(name: name, day: log.date, sets: log.sets.count, logID: nil, revision: nil, sessionID: nil, outcome: outcome)
        }
        let receipt = try ledger.receive(log, as: session, source: place + name, at: now)
        return Arrival(name: name, day: log.date, sets: log.sets.count, logID: receipt.logID, revision: receipt.revision,
                       sessionID: receipt.sessionID, outcome: receipt.outcome)
    }

    /// In a debug build only, `FITTODAY_DEBUG_INBOX_STOP_AT=downloaded|imported|archived` kills the process with
    /// SIGKILL at that point of the first log, as `kill -9` would: the kill tests then check that the next pull loses
    /// nothing and imports nothing twice. A release build reads no such variable.
    static func checkpoint(_ step: String) {
        #if DEBUG
        guard ProcessInfo.processInfo.environment["FITTODAY_DEBUG_INBOX_STOP_AT"] == step else { return }
        FileHandle.standardError.write(Data("Stopped the pull once the log was \(step)\n".utf8))
        kill(getpid(), SIGKILL)
        #endif
    }

    /// A refusal's sentence, as a `Result`'s failure.
    struct RefusalReason: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }
}
