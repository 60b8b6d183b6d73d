import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation

/// What a team command needs: the team's folder and settings, and the language its messages and pages speak
/// (`--locale`, else `team.toml`'s).
struct TeamContext {
    let folder: TeamFolder
    /// Nil only while `team init` makes the team.
    let settings: TeamSettings?
    let locale: AppLocale
    let console: Console
    let options: TeamOptions

    init(_ options: TeamOptions, makingTheTeam: Bool = false) throws(FitTodayError) {
        let environment = ProcessInfo.processInfo.environment
        let flagged = options.style.locale.flatMap(AppLocale.init(identifier:))
        let fallback = flagged ?? LocalePreference.resolve(flag: nil, environment: environment) ?? LocalePreference.system(environment) ?? .default
        if makingTheTeam {
            folder = TeamFolder(url: URL(fileURLWithPath: options.team ?? FileManager.default.currentDirectoryPath))
            settings = nil
            locale = fallback
        } else {
            folder = try TeamFolder.locate(options.team)
            let settings = try folder.settings(locale: fallback)
            self.settings = settings
            locale = flagged ?? settings.locale
        }
        console = Console(quiet: options.style.quiet)
        self.options = options
    }

    /// The team's settings (every command but `team init` has them).
    var team: TeamSettings { settings ?? TeamSettings(name: folder.url.lastPathComponent) }

    /// The global options an athlete's folder is read with: quiet unless `--verbose`.
    var athleteOptions: GlobalOptions { .quiet(verbose: options.style.verbose) }

    /// The same in `locale`: what a new athlete's profile keeps.
    func athleteOptions(locale: String) -> GlobalOptions { .quiet(verbose: options.style.verbose, locale: locale) }

    /// The context of athlete `id`'s folder, as `--athlete ID` gives it.
    func athleteContext(_ id: AthleteID) throws(FitTodayError) -> CommandContext {
        try CommandContext(athleteFolder: try folder.existingAthleteFolder(id), options: athleteOptions)
    }

    /// The team's page templates: the built-in ones, with the team folder's `templates/` on top.
    func templates() throws(FitTodayError) -> TeamTemplates {
        try TeamTemplates(overrides: folder.url.appendingPathComponent("templates"), locale: locale)
    }

    /// The athletes named (`--athlete`, repeated) or, with `all`, the whole roster; refused when none.
    func chosen(_ ids: [String], all: Bool) throws(FitTodayError) -> [AthleteID] {
        var chosen: [AthleteID] = []
        if all {
            chosen = folder.athletes()
        } else {
            for text in ids {
                let id = try AthleteID.parse(text)
                _ = try folder.existingAthleteFolder(id)
                if !chosen.contains(id) { chosen.append(id) }
            }
        }
        guard !chosen.isEmpty else { throw .team(.noAthletes) }
        return chosen
    }
}
