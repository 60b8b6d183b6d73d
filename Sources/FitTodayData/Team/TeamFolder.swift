import FitTodayDomain
import FitTodaySystem
import Foundation

/// A team on disk (`docs/team.md`): `team.toml` and one ordinary FitToday folder per athlete under `athletes/<id>/`
/// (its own `fittoday.sqlite`, optional `fittoday.toml`, and `athlete.toml`). Removed athletes are moved to
/// `removed/<id>/`, never deleted. No athlete's data is ever written into another's folder.
public struct TeamFolder: Sendable {
    public static let athletesFolder = "athletes"
    public static let removedFolder = "removed"
    /// The summary a team build (or a shard) leaves in each athlete's folder for the gather.
    public static let summaryFileName = "team-summary.json"

    public let url: URL

    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// The team in `flag` (`--team DIR`), else in the working folder; refused with a sentence when there is none.
    public static func locate(_ flag: String?) throws(FitTodayError) -> TeamFolder {
        let folder = TeamFolder(url: URL(fileURLWithPath: flag ?? FileManager.default.currentDirectoryPath))
        guard FileKind.of(folder.settingsPath, following: true) == .regular else { throw .team(.notATeam(folder: folder.url.path)) }
        return folder
    }

    public var settingsPath: String { url.appendingPathComponent(TeamSettings.fileName).path }

    public func settings(locale: AppLocale) throws(FitTodayError) -> TeamSettings {
        try TeamSettings.load(from: url, locale: locale)
    }

    /// Creates the team in `url` (which may exist, empty or not, but must hold no team yet).
    public static func create(at url: URL, settings: TeamSettings) throws(FitTodayError) -> TeamFolder {
        let folder = TeamFolder(url: url)
        guard FileKind.of(folder.settingsPath, following: false) == .absent else { throw .team(.alreadyATeam(folder: folder.url.path)) }
        do {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(athletesFolder), withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite
        }
        try write(Array(settings.text.utf8), to: folder.settingsPath)
        return folder
    }

    /// The folder of athlete `id` (it may not exist).
    public func athleteFolder(_ id: AthleteID) -> URL {
        url.appendingPathComponent(Self.athletesFolder).appendingPathComponent(id.value)
    }

    /// The folder of athlete `id`, refused with a sentence when the roster has no such athlete.
    public func existingAthleteFolder(_ id: AthleteID) throws(FitTodayError) -> URL {
        let folder = athleteFolder(id)
        guard FileKind.of(folder.path, following: true) == .directory else { throw .team(.athleteMissing(id: id.value)) }
        return folder
    }

    /// The roster: every folder under `athletes/` whose name is an id, sorted.
    public func athletes() -> [AthleteID] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(Self.athletesFolder).path)) ?? []
        return names.compactMap(AthleteID.init).filter { FileKind.of(athleteFolder($0).path, following: true) == .directory }.sorted()
    }

    /// Takes athlete `id` off the roster: their folder moves whole to `removed/<id>/` (`removed/<id>-2/`… when
    /// that is taken). Returns where it went.
    public func remove(_ id: AthleteID) throws(FitTodayError) -> URL {
        let folder = try existingAthleteFolder(id)
        let removed = url.appendingPathComponent(Self.removedFolder)
        var target = removed.appendingPathComponent(id.value)
        var suffix = 2
        while FileKind.of(target.path, following: false) != .absent {
            target = removed.appendingPathComponent("\(id.value)-\(suffix)")
            suffix += 1
        }
        do {
            try FileManager.default.createDirectory(at: removed, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite
        }
        // One rename: the folder is wholly on the roster or wholly removed.
        guard rename(folder.path, target.path) == 0 else { throw .cannotWrite }
        return target
    }

    /// Where athlete `id`'s summary is kept, beside their database.
    public func summaryPath(_ id: AthleteID) -> String {
        athleteFolder(id).appendingPathComponent(Self.summaryFileName).path
    }

    /// Athlete `id`'s summary, nil when missing, unreadable or of another format.
    public func summary(_ id: AthleteID) -> AthleteSummary? {
        guard let data = FileManager.default.contents(atPath: summaryPath(id)),
              let summary = try? JSONDecoder().decode(AthleteSummary.self, from: data),
              summary.format == AthleteSummary.formatVersion, summary.id == id.value else { return nil }
        return summary
    }

    /// Writes athlete `id`'s summary atomically: a gather reads either the last one or this one, whole.
    public func saveSummary(_ summary: AthleteSummary, for id: AthleteID) throws(FitTodayError) {
        try Self.write(Self.summaryBytes(summary), to: summaryPath(id))
    }

    /// Writes a file of the team atomically (replacing the last one), a full disk said as such.
    public static func write(_ bytes: [UInt8], to path: String) throws(FitTodayError) {
        do {
            try AtomicFile.write(bytes, to: path, replacing: true)
        } catch {
            throw error.isDiskFull ? .diskFull : .cannotWrite
        }
    }

    /// A summary as stored: JSON with sorted keys, the same bytes for the same summary.
    public static func summaryBytes(_ summary: AthleteSummary) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array((try? encoder.encode(summary)) ?? Data()) + [0x0A]
    }
}
