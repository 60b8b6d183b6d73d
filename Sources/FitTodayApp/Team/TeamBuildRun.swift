import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import FitTodaySite
import FitTodaySystem
import Foundation

/// A team build in one process: each athlete's site by the same entry point as `build` (``SiteBuildRun``), a few
/// side by side, each with their summary left in their folder; then the team's pages from the summaries alone
/// (``gather(_:)``), which is also all a gather after shards does.
struct TeamBuildRun {
    /// What is the same for every athlete's build.
    struct Request {
        var offline = false
        var imageSource: String?
        var baseURL: String?
        var verbose = false
    }

    let team: TeamContext
    let output: URL
    let day: LocalDate
    let now: LocalDateTime
    let request: Request
    let jobs: Int
    /// Loaded once for the whole run: every athlete's part of the sheet and the team's pages.
    let templates: TeamTemplates
    /// The team's inbox store costs the whole run its budget at most, however many athletes it serves.
    let inboxBreaker = S3InboxBreaker()

    /// Where athlete `id`'s site goes.
    func siteFolder(_ id: AthleteID) -> URL {
        output.appendingPathComponent(TeamFolder.athletesFolder).appendingPathComponent(id.value)
    }

    /// Builds `athletes`' sites, up to ``jobs`` at once, and saves each one's summary; one athlete's failure is
    /// their summary's, never the others'.
    func buildAthletes(_ athletes: [AthleteID]) async throws(FitTodayError) -> [AthleteSummary] {
        let reader = AthleteRosterReader(team: team, templates: templates)
        let summaries = await Concurrently.map(athletes, limit: jobs) { id in await self.build(id, reader: reader) }
        return summaries.compactMap { $0 }.sorted { $0.id < $1.id }
    }

    private func build(_ id: AthleteID, reader: AthleteRosterReader) async -> AthleteSummary {
        let card = AthleteCard.read(in: team.folder.athleteFolder(id), id: id.value, fallback: day)
        var summary: AthleteSummary
        do {
            let context = try team.athleteContext(id)
            let base = request.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }.map { $0 + "\(TeamFolder.athletesFolder)/\(id.value)/" }
            var build = SiteBuildRun.Request(
                out: siteFolder(id).path, date: day.description, offline: request.offline, imageSource: request.imageSource,
                baseURL: base, verbose: request.verbose, now: now
            )
            // Each athlete's inbox first, from their own prefix; one breaker a store for the whole team.
            build.inbox = InboxRequest(person: id.value, breaker: inboxBreaker, inbox: team.team.inbox, deploy: team.team.deploy)
            // The team's images stored once: each athlete's `images/` files are links to the team's copies.
            build.sharedImages = output.appendingPathComponent("images")
            let built = try await SiteBuildRun(context: context, request: build).run()
            summary = await reader.summary(of: id, on: day, sheet: true, shown: built.day)
        } catch {
            summary = reader.failed(id, card: card, on: day, reason: error.message(team.locale), sheet: true)
        }
        // Kept in the athlete's own folder, beside their database: what a gather reads wherever the team is shared.
        do {
            try team.folder.saveSummary(summary, for: id)
        } catch {
            summary.failure = summary.failure ?? error.message(team.locale)
        }
        return summary
    }

    /// The summaries the shards left for `athletes`: one missing, damaged or of another day stands for an athlete not
    /// built, with why.
    func gatheredSummaries(_ athletes: [AthleteID]) throws(FitTodayError) -> [AthleteSummary] {
        let reader = AthleteRosterReader(team: team, templates: templates)
        return athletes.map { id in
            if let summary = team.folder.summary(id), summary.date == day { return summary }
            let card = AthleteCard.read(in: team.folder.athleteFolder(id), id: id.value, fallback: day)
            return reader.failed(id, card: card, on: day, reason: team.locale.words.cli.team.summaryMissing(
                date: DateText.terminal(day, team.locale)), sheet: true)
        }
    }

    /// The coach's page, the team sheet and `team.json` from `summaries` alone.
    func gather(_ summaries: [AthleteSummary]) throws(FitTodayError) {
        try TeamSiteWriter(templates: templates, locale: team.locale).write(team: team.team.name, date: day, summaries: summaries, to: output)
    }
}
