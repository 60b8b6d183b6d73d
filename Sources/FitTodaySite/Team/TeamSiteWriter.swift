import FitTodayBuild
import FitTodayDomain
import FitTodaySystem
import Foundation

/// Writes a team's own pages into its output folder from the athletes' summaries alone: the coach's page
/// (`index.html`, `index.md`), the team sheet (`sheet/index.html`, `.md`) and `team.json`. Each file is replaced
/// atomically, so a build killed at any point leaves the last complete version of each.
public struct TeamSiteWriter: Sendable {
    let templates: TeamTemplates
    let locale: AppLocale

    public init(templates: TeamTemplates, locale: AppLocale) {
        self.templates = templates
        self.locale = locale
    }

    /// The files and their bytes, by path in the output folder: the same summaries always give the same bytes.
    /// `printed`: the athletes whose site holds a printable block, linked from the team sheet.
    public func files(team name: String, date: LocalDate, summaries: [AthleteSummary], printed: Set<String> = []) -> [(path: String, bytes: [UInt8])] {
        let ordered = summaries.sorted { $0.id < $1.id }
        let page = TeamPageModel(team: name, date: date, summaries: ordered, locale: locale)
        let sheet = TeamSheetModel(team: name, date: date, summaries: ordered, locale: locale, printed: printed)
        return [
            ("index.html", Array(templates.render("team.html", page).utf8)),
            ("index.md", Array(templates.render("team.md", page).utf8)),
            ("sheet/index.html", Array(templates.render("team-sheet.html", sheet).utf8)),
            ("sheet/index.md", Array(templates.render("team-sheet.md", sheet).utf8)),
            ("team.json", Self.json(team: name, date: date, summaries: ordered)),
        ]
    }

    /// `team.json`'s bytes (`docs/team.md`): also what `team list --format json` prints.
    public static func json(team name: String, date: LocalDate, summaries: [AthleteSummary]) -> [UInt8] {
        Array(TeamDocument(team: name, date: date, summaries: summaries).json.rendered().utf8)
    }

    /// Writes ``files(team:date:summaries:)`` into `output` through the publisher every site goes through
    /// (``InPlaceSitePublisher``: staged beside the output, then each renamed into place; a file whose bytes did not
    /// change is kept as it is), so the team's pages follow the same rule as an athlete's.
    public func write(team name: String, date: LocalDate, summaries: [AthleteSummary], to output: URL) throws(FitTodayError) {
        // Every athlete's site prints its block (`print block`); the sheet links those that are there.
        let printed = Set(summaries.map(\.id).filter { id in
            FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/\(id)/\(SitePaths.printBlock)").path)
        })
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw .siteWrite(path: output.path)
        }
        // The site's own lock, as every build of a site takes it: two gathers never share a staging folder, and a
        // deploy of the team's output waits for its pages.
        let lock: FileLock
        do {
            lock = try FileLock(path: FileLock.siteLockPath(of: output))
        } catch {
            throw .siteWrite(path: FileLock.siteLockPath(of: output))
        }
        defer { withExtendedLifetime(lock) {} }
        let staging = SiteStaging(output: output)
        try staging.prepare()
        let publisher = InPlaceSitePublisher(staging: staging, files: 0, digest: "")
        do {
            for (path, bytes) in files(team: name, date: date, summaries: summaries, printed: printed) { try publisher.publish(bytes, to: path) }
            try publisher.commit()
        } catch {
            staging.abandon()
            throw error
        }
    }
}
