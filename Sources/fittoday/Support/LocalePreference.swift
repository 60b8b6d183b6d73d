import FitTodayDomain

/// Finds the locale asked for before the configuration file is read, so that even errors about the
/// command line or the configuration come in the right language.
enum LocalePreference {
    static func resolve(flag: String?, environment: [String: String]) -> AppLocale? {
        if let flag, let locale = AppLocale(identifier: flag) { return locale }
        if let variable = environment["FITTODAY_LOCALE"], let locale = AppLocale(identifier: variable) { return locale }
        return nil
    }

    /// Looks for `--locale X` or `--locale=X` in raw arguments.
    static func scan(_ arguments: [String], environment: [String: String]) -> AppLocale {
        var flag: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--locale", index + 1 < arguments.count { flag = arguments[index + 1] }
            if argument.hasPrefix("--locale=") { flag = String(argument.dropFirst("--locale=".count)) }
        }
        return resolve(flag: flag, environment: environment) ?? .default
    }
}
