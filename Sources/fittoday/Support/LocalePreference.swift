import FitTodayDomain

/// Finds the locale asked for before the configuration file is read, so that even errors about the
/// command line or the configuration come in the right language.
enum LocalePreference {
    /// `--locale`, then `FITTODAY_LOCALE`; nil when neither names a known locale.
    static func resolve(flag: String?, environment: [String: String]) -> AppLocale? {
        if let flag, let locale = AppLocale(identifier: flag) { return locale }
        if let variable = environment["FITTODAY_LOCALE"], let locale = AppLocale(identifier: variable) { return locale }
        return nil
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

    /// The language of help and argument errors: `--locale X` or `--locale=X` in raw arguments, then
    /// `FITTODAY_LOCALE`, then `LANG` (English for `en*`), else Portuguese.
    static func scan(_ arguments: [String], environment: [String: String]) -> AppLocale {
        var flag: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--locale", index + 1 < arguments.count { flag = arguments[index + 1] }
            if argument.hasPrefix("--locale=") { flag = String(argument.dropFirst("--locale=".count)) }
        }
        if let locale = resolve(flag: flag, environment: environment) { return locale }
        if let language = environment["LANG"], let locale = AppLocale(identifier: language) { return locale }
        return .default
    }
}
