import FitTodayData
import FitTodayDomain
import Foundation

/// Chooses the one language a command speaks, for its help, its errors and its output alike.
///
/// In order: `--locale`, `FITTODAY_LOCALE`, `[site] locale` in `fittoday.toml`, the language kept with the
/// profile (chosen at `init` or with `profile set --locale`), `LANG` (English for `en*`), else Portuguese.
enum LocalePreference {
    /// `--locale`, then `FITTODAY_LOCALE`; nil when neither names a known locale.
    static func resolve(flag: String?, environment: [String: String]) -> AppLocale? {
        if let flag, let locale = AppLocale(identifier: flag) { return locale }
        if let variable = environment["FITTODAY_LOCALE"], let locale = AppLocale(identifier: variable) { return locale }
        return nil
    }

    /// The whole order of precedence, once the configuration is read; `kept` reads the database only when asked.
    static func choose(flag: String?, configuration: AppConfiguration, kept: () -> StoredPreferences, environment: [String: String]) -> AppLocale {
        if let early = resolve(flag: flag, environment: environment) { return early }
        if configuration.localeConfigured { return configuration.locale }
        if let kept = kept().locale { return kept }
        return system(environment) ?? .default
    }

    /// `LANG`'s language when FitToday speaks it: what `init` proposes when nothing else says.
    static func system(_ environment: [String: String]) -> AppLocale? {
        environment["LANG"].flatMap(AppLocale.init(identifier:))
    }

    /// The database's path: `--db`, then `FITTODAY_DB`, then the configuration's.
    static func databasePath(flag: String?, configuration: AppConfiguration, environment: [String: String]) -> String {
        if let flag { return flag }
        if let variable = environment["FITTODAY_DB"], !variable.isEmpty { return variable }
        return configuration.databasePath
    }

    /// Refuses a `--locale` FitToday does not speak, rather than quietly falling back to Portuguese.
    static func validate(flag: String?) throws(FitTodayError) {
        guard let flag, AppLocale(identifier: flag) == nil else { return }
        throw .invalidValue(option: "--locale", value: flag, allowed: ["pt-BR", "en"])
    }

    /// A warning for a `FITTODAY_LOCALE` FitToday does not speak (it is then ignored); nil when it is fine.
    static func environmentWarning(_ environment: [String: String], locale: AppLocale) -> String? {
        guard let variable = environment["FITTODAY_LOCALE"], !variable.isEmpty, AppLocale(identifier: variable) == nil else { return nil }
        return locale.words.cli.localePreference.unknownLanguage(variable: variable, language: locale.rawValue)
    }

    /// The language of help and argument errors, before the command line is parsed: ``choose(flag:configuration:kept:environment:)``
    /// from the raw `--locale`, `--config` and `--db` (a configuration file that cannot be read counts as absent
    /// here; the command reports it).
    static func scan(_ arguments: [String], environment: [String: String]) -> AppLocale {
        var values: [String: String] = [:]
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            for option in ["--locale", "--config", "--db"] {
                if argument == option, index + 1 < arguments.count { values[option] = arguments[index + 1] }
                if argument.hasPrefix(option + "=") { values[option] = String(argument.dropFirst(option.count + 1)) }
            }
        }
        if let early = resolve(flag: values["--locale"], environment: environment) { return early }
        let path = values["--config"] ?? AppConfiguration.defaultFileName
        let configuration = (try? AppConfiguration.load(from: path, required: false, locale: .default)) ?? AppConfiguration()
        let database = databasePath(flag: values["--db"], configuration: configuration, environment: environment)
        return choose(flag: nil, configuration: configuration, kept: {
            let read = StoredPreferences.read(databaseAt: database)
            scanned.keep(read, for: database)
            return read
        }, environment: environment)
    }

    /// The preferences ``scan(_:environment:)`` read, for the command's context to take rather than open the
    /// database again a moment later (each one GRDB connection set up). Taken once: a later context reads afresh.
    static let scanned = ScannedPreferences()
}
