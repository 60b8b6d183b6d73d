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

    /// Writes ``files(team:date:summaries:)`` into `output`, keeping a file whose bytes did not change.
    public func write(team name: String, date: LocalDate, summaries: [AthleteSummary], to output: URL) throws(FitTodayError) {
        // Every athlete's site prints its block (`print block`); the sheet links those that are there.
        let printed = Set(summaries.map(\.id).filter { id in
            FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/\(id)/\(SitePaths.printBlock)").path)
        })
        for (path, bytes) in files(team: name, date: date, summaries: summaries, printed: printed) {
            let target = output.appendingPathComponent(path)
            if let existing = FileManager.default.contents(atPath: target.path), Array(existing) == bytes { continue }
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(bytes, to: target.path, replacing: true)
            } catch let failure as AtomicFile.Failure {
                throw failure.isDiskFull ? .diskFull : .siteWrite(path: target.path)
            } catch {
                throw .siteWrite(path: target.path)
            }
        }
    }
}
