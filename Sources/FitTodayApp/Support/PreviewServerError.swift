import FitTodayDomain

/// Why `fittoday serve` cannot listen. The preview server's own failures live beside it, not in the Domain's
/// ``FitTodayError``; they read and exit as before, as failures to publish the site (exit 16).
enum PreviewServerError: Error, Equatable {
    /// The port is in use or cannot be used.
    case portUnavailable(port: Int)
    /// `--port` outside 1–65535.
    case invalidPort(port: Int)

    var category: ErrorCategory { .siteOutput }

    func message(_ locale: AppLocale) -> String {
        switch self {
        case let .portUnavailable(port): locale.words.error.portUnavailable(port: port)
        case let .invalidPort(port): locale.words.error.invalidPort(port: port)
        }
    }
}
