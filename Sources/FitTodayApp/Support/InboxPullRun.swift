import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import Foundation

/// The inbox pulled for one person, with what it did told in sentences: by `inbox pull`, and by `build` and each
/// athlete of `team build` before the day is decided. A store that fails costs one warning, printed even under
/// `--quiet` (cron mails it), and never stops the build.
struct InboxPullRun {
    let context: CommandContext
    let store: SQLiteStore
    /// Says nothing on standard output (`--format json` prints the report there); warnings still go to standard error.
    var quietly = false

    private func say(_ text: String) {
        if !quietly { context.console.say(text) }
    }

    /// The route `[inbox]` names, or nil when none is set; a setting that cannot be used is thrown.
    static func route(_ context: CommandContext, request: InboxRequest? = nil) throws(FitTodayError) -> InboxRoute? {
        try InboxRoute.resolve(request?.settings(context) ?? context.configuration.inbox, deploy: request?.deploy ?? context.configuration.deploy,
                               environment: ProcessInfo.processInfo.environment, locale: context.locale)
    }

    /// What a build does first: `person`'s inbox pulled into the database, any failure a warning. Returns the route,
    /// for the upload form the build then writes.
    static func pullBeforeBuild(context: CommandContext, request: InboxRequest, day: LocalDate, offline: Bool) async throws(FitTodayError) -> InboxRoute? {
        let route: InboxRoute
        do {
            guard let resolved = try Self.route(context, request: request) else { return nil }
            route = resolved
        } catch {
            // A build goes on without its inbox; the sentence says what to change.
            Console.warning(error.message(context.locale))
            return nil
        }
        let store = try context.openStore()
        _ = try await InboxPullRun(context: context, store: store).pull(route, person: request.person, day: day, offline: offline,
                                                                        breaker: request.breaker)
        return route
    }

    /// Pulls `person`'s inbox for `day`. `offline` skips a store (a folder is still read) and says so; nil then.
    func pull(_ route: InboxRoute, person: String, day: LocalDate, offline: Bool, breaker: S3InboxBreaker) async throws(FitTodayError) -> InboxPull.Report? {
        if offline, route.isStore {
            say(context.locale.words.cli.inbox.offline)
            return nil
        }
        let source = route.source(person: person, breaker: breaker)
        let pull = InboxPull(store: store, archive: LogArchive(besideDatabase: context.databasePath), day: day, now: SystemClock.now(),
                             locale: context.locale, namesMustMatch: route.isStore, prepare: preparation())
        let report = try await pull.run(source)
        tell(report, source: source, breaker: breaker)
        return report
    }

    /// The rules of `import log` for one checked log: every exercise known (the library brought up to date first),
    /// the plan kept only while it exists, and a day readiness changed remembered.
    func preparation() -> (WorkoutLogFile) throws(FitTodayError) -> ImportedSession {
        let context = self.context
        let store = self.store
        var libraryLoaded = false
        return { (log: WorkoutLogFile) throws(FitTodayError) -> ImportedSession in
            let ids = Set(log.sets.map(\.exerciseID) + log.sets.compactMap(\.swappedFrom)).sorted()
            // The page names the library the site was built from, which the database most often holds already: the
            // library is read only when an exercise is missing (a newer library than the last build's).
            var missing: [String] = []
            for id in ids where try store.exercises.exercise(id: id) == nil { missing.append(id) }
            if !missing.isEmpty, !libraryLoaded {
                _ = try context.loadLibrary(into: store)
                libraryLoaded = true
                let asked = missing
                missing = []
                for id in asked where try store.exercises.exercise(id: id) == nil { missing.append(id) }
            }
            if let id = missing.first { throw .importFile(reason: .workoutLogUnknownExercise(id: id)) }
            let planExists = try log.planID.map { id throws(FitTodayError) in try store.plans.plan(id: id) != nil } ?? false
            var held = false
            if planExists, let planID = log.planID, let plan = try store.plans.plan(id: planID) {
                held = try context.useCases.showTheDay(store: store, program: nil).wasAdjusted(plan, on: log.date, asPlanned: false)
            }
            return log.importedSession(planExists: planExists, readinessHeld: held)
        }
    }

    private func tell(_ report: InboxPull.Report, source: any InboxSource, breaker: S3InboxBreaker) {
        let place = source.place
        let locale = context.locale
        let words = locale.words.cli.inbox
        let aside = LogArchive(besideDatabase: context.databasePath).folder + "/aside"
        for arrival in report.arrivals {
            if let sentence = LogArrivalText.received(arrival.outcome, revision: arrival.revision ?? 1, sessionID: arrival.sessionID, day: arrival.day,
                                                      sets: arrival.sets, name: arrival.name, aside: aside, locale: locale) {
                say(sentence)
            }
        }
        for refusal in report.refusals {
            Console.warning(words.refused(name: refusal.name, reason: refusal.reason, place: source.rejectedPlace))
        }
        if report.more { say(words.more(limit: InboxPull.perPull)) }
        if let failure = report.failure { context.logger.debug("Inbox \(place): \(failure)") }
        // One warning a store: the athletes after the first failure of a team's build are not told again.
        if let failure = report.failure, breaker.firstWarning(), let warning = Self.warning(failure, place: place, locale: context.locale) {
            Console.warning(warning)
        }
    }

    /// The one sentence a failed store or folder gets; nil for what needs none (a log another pull took).
    static func warning(_ failure: InboxSourceFailure, place: String, locale: AppLocale) -> String? {
        let words = locale.words.cli.inbox
        switch failure {
        case .credentials: return words.credentials(place: place)
        case let .store(status, code): return words.storeError(place: place, code: code.isEmpty ? "HTTP \(status)" : code)
        case .unreachable, .gaveUp: return words.unreachable(place: place)
        case .gone: return nil
        }
    }
}
