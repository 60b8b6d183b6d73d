import FitTodayData
import FitTodayDomain
import Foundation
import Logging

/// What a command needs: configuration, locale, log, output and the store, resolved from flags,
/// environment and `fittoday.toml`, in that order of precedence; the locale also from the profile and `LANG`
/// (see ``LocalePreference``).
struct CommandContext {
    let configuration: AppConfiguration
    let locale: AppLocale
    /// The unit loads are shown and typed in (``UnitPreference``); also in ``configuration``'s loads.
    let unit: WeightUnit
    let databasePath: String
    /// The configuration file named by `--config`, or `fittoday.toml` (it may not exist).
    let configurationPath: String
    let logger: Logger
    let console: Console

    init(_ options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws(FitTodayError) {
        try LocalePreference.validate(flag: options.style.locale)
        guard let athlete = options.athlete else {
            try self.init(configPath: options.config ?? AppConfiguration.defaultFileName, configRequired: options.config != nil,
                          databaseFlag: options.db, localeFlag: options.style.locale, verbose: options.style.verbose, quiet: options.style.quiet,
                          environment: environment)
            return
        }
        // `--athlete ID` in a team: the command runs on that athlete's folder, as if run inside it.
        let team = try TeamFolder.locate(options.team)
        let folder = try team.existingAthleteFolder(try AthleteID.parse(athlete))
        try self.init(athleteFolder: folder, options: options, environment: environment)
    }

    /// A context for the athlete whose folder is `folder` (a team build, `--athlete`): their database and
    /// settings, with the folder's paths resolved inside it; `FITTODAY_DB` is not theirs and is ignored.
    init(athleteFolder folder: URL, options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws(FitTodayError) {
        var own = environment
        own["FITTODAY_DB"] = nil
        try self.init(configPath: options.config ?? folder.appendingPathComponent(AppConfiguration.defaultFileName).path,
                      configRequired: options.config != nil, databaseFlag: options.db, localeFlag: options.style.locale,
                      verbose: options.style.verbose, quiet: options.style.quiet, environment: own, folderDefaults: true)
    }

    private init(configPath: String, configRequired: Bool, databaseFlag: String?, localeFlag: String?, verbose: Bool, quiet: Bool,
                 environment: [String: String], folderDefaults: Bool = false) throws(FitTodayError) {
        let early = LocalePreference.resolve(flag: localeFlag, environment: environment)
        var configuration = try AppConfiguration.load(
            from: configPath, required: configRequired, locale: early ?? LocalePreference.system(environment) ?? .default,
            folderDefaults: folderDefaults
        )
        databasePath = LocalePreference.databasePath(flag: databaseFlag, configuration: configuration, environment: environment)
        // The language and the unit kept with the profile come from one look at the database, taken only if needed.
        var stored: StoredPreferences?
        let path = databasePath
        let kept = { () -> StoredPreferences in
            if let stored { return stored }
            let read = LocalePreference.scanned.take(for: path) ?? StoredPreferences.read(databaseAt: path)
            stored = read
            return read
        }
        configuration.locale = LocalePreference.choose(flag: localeFlag, configuration: configuration, kept: kept, environment: environment)
        configuration.loads.unit = UnitPreference.choose(configuration: configuration, kept: kept, environment: environment)
        self.configuration = configuration
        configurationPath = configPath
        locale = configuration.locale
        unit = configuration.loads.unit
        if let warning = LocalePreference.environmentWarning(environment, locale: locale) { Console.error(warning) }
        var logger = Logger(label: "fittoday")
        logger.logLevel = verbose ? .debug : .critical
        self.logger = logger
        console = Console(quiet: quiet)
        logger.debug("Configuration \(configPath), database \(databasePath), locale \(locale.rawValue), unit \(unit.rawValue)")
    }

    /// Opens the database; only `init` creates it. Commands that only show data open it read-only.
    func openStore(createIfMissing: Bool = false, readOnly: Bool = false, inspected: Bool = false) throws(FitTodayError) -> SQLiteStore {
        try SQLiteStore.open(
            at: databasePath, createIfMissing: createIfMissing, readOnly: readOnly, inspected: inspected,
            busyTimeout: Double(configuration.busyTimeoutMilliseconds) / 1000, logger: logger
        )
    }

    /// Opens the database and insists on a profile.
    func openStoreWithProfile(readOnly: Bool = false) throws(FitTodayError) -> (SQLiteStore, Profile) {
        let store = try openStore(readOnly: readOnly)
        guard let profile = try store.profiles.profile() else { throw .profileMissing }
        return (store, profile)
    }
}
