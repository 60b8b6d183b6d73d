import FitTodayBuild
import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation

/// Reads one athlete's folder for the roster: the facts of their data on a day, turned into their summary by the
/// Domain's rules (``SummarizeAthlete``), with today's sheet (``ShowTheDay``, rendered by ``AthleteSheetRenderer``).
/// A folder that cannot be read gives a summary that says why, never a failure of the whole team.
struct AthleteRosterReader {
    let team: TeamContext
    let templates: TeamTemplates

    /// Athlete `id`'s summary on `day`; with `sheet`, today's part of the team sheet too. The one their folder keeps
    /// is reused when it was made from the same inputs (``inputs(of:on:)``). `shown` is the day a build of the athlete's
    /// site has just decided (``SiteBuildRun/Outcome``): the program and today are then not read again.
    func summary(of id: AthleteID, on day: LocalDate, sheet: Bool,
                 shown: SiteBuildRun.Day? = nil) async -> AthleteSummary {
        let card = AthleteCard.read(in: team.folder.athleteFolder(id), id: id.value, fallback: day)
        let inputs = self.inputs(of: id, on: day)
        if sheet, let inputs, let kept = team.folder.summary(id), kept.inputs == inputs, kept.failure == nil, kept.sheet != nil { return kept }
        do {
            var summary = try await read(id, card: card, on: day, sheet: sheet, shown: shown)
            summary.inputs = inputs
            return summary
        } catch {
            return failed(id, card: card, on: day, reason: error.message(team.locale), sheet: sheet)
        }
    }

    /// What a summary of athlete `id` on `day` is made from, by the engine's one "did an input change?" key
    /// (``SiteStartKey``: the day, the team's language, the code, and the settings files by their stamps, then the
    /// data's revision); nil when the revision is unknown (another program wrote it) or a file changed a moment ago:
    /// then it is always read again.
    func inputs(of id: AthleteID, on day: LocalDate) -> String? {
        let folder = team.folder.athleteFolder(id)
        var key = SiteStartKey()
        key.add("day", day.description)
        key.add("locale", team.locale.rawValue)
        key.add("code", SiteCodeStamp.current)
        key.addFile("team", path: team.folder.settingsPath)
        key.addFile("card", path: folder.appendingPathComponent(AthleteCard.fileName).path)
        key.addFile("settings", path: folder.appendingPathComponent(AppConfiguration.defaultFileName).path)
        // Read after the stamps: a change in between makes the key older than the summary, never the other way round.
        guard key.settled, let revision = SQLiteStore.storedRevision(ofDatabaseAt: folder.appendingPathComponent("fittoday.sqlite").path) else {
            return nil
        }
        return key.key(revision: revision)
    }

    /// The summary of an athlete whose folder could not be read or built, with why.
    func failed(_ id: AthleteID, card: AthleteCard, on day: LocalDate, reason: String, sheet: Bool) -> AthleteSummary {
        var summary = AthleteSummary(id: id.value, name: card.name, date: day, locale: team.team.locale, unit: team.team.unit, failure: reason)
        if sheet { summary.sheet = AthleteSheetRenderer(templates: templates, locale: team.locale).failed(id: id.value, name: card.name, reason: reason) }
        return summary
    }

    private func read(_ id: AthleteID, card: AthleteCard, on day: LocalDate, sheet: Bool,
                      shown: SiteBuildRun.Day?) async throws(FitTodayError) -> AthleteSummary {
        let context = try team.athleteContext(id)
        let store = try context.openStore()
        guard let profile = try store.profiles.profile() else { throw .profileMissing }
        let program: FollowedProgram?
        if let shown { program = shown.program } else { program = try context.useCases.followedProgram(store: store) }
        let standing = program?.standing
        let trained = Set(try store.siteData.sessionSummaries().filter { $0.status == .completed }.map(\.completedAt.date))
        let thresholds = team.team.attention
        let readings = try AssessReadiness(checkIns: store.checkIns).recent(thresholds.readinessWindow, through: day)
        let rule = context.useCases.showTheDay(store: store, program: program)
        let names = try context.exerciseNames(in: store)
        let facts = AthleteFacts(
            today: day, start: standing?.run.startedOn ?? card.added, perWeek: standing?.program.daysPerWeek ?? profile.weeklyFrequency,
            trainedDays: trained, program: standing.map(SummarizeAthlete.place), recentReadings: readings,
            lifts: standing.map { SummarizeAthlete.liftChanges($0, names: names) } ?? [], deloadSuggested: try rule.deloadSuggested(on: day)
        )
        var summary = SummarizeAthlete(thresholds: thresholds, locale: team.locale)(
            facts, id: id.value, name: card.name, athleteLocale: context.locale, unit: context.unit)
        summary.lastLogReceived = try ReceivedLogs(store: store).receipts(limit: 1).first?.receivedAt
        if context.configuration.readiness.publishAnswers, let checkIn = readings.last?.checkIn {
            var answers: [String: Int] = [:]
            for (key, value) in [("sleep", checkIn.sleep), ("fatigue", checkIn.fatigue), ("stress", checkIn.stress), ("mood", checkIn.mood)] {
                if let value { answers[key] = value }
            }
            summary.answers = answers
        }
        if sheet {
            let today: ShownDay
            if let shown { today = shown.shown } else { today = try await rule.shown(on: day, asPlanned: false, decided: nil) }
            let exercises = Dictionary(try store.exercises.exercises().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            // Each athlete's part in their own language and unit: it is printed for them.
            summary.sheet = AthleteSheetRenderer(templates: templates, locale: context.locale)
                .render(today, id: id.value, name: card.name, unit: context.unit, exercises: exercises)
        }
        return summary
    }
}
