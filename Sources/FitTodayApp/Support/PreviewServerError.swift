import FitTodayDomain

/// Why `fittoday serve` cannot listen. The preview server's own failures live beside it, not in the Domain's
/// ``FitTodayError``; they read and exit as before, as failures to publish the site (exit 16).
enum PreviewServerError: Error, Equatable {
    /// The port is in use or cannot be used.
    case portUnavailable(port: Int)
    /// `--port` outside 1–65535.
    case invalidPort(port: Int)
    /// `--listen` is not an IPv4 or IPv6 address.
    case invalidAddress(address: String)
    /// `--listen` names an address that is not this computer's.
    case addressUnavailable(address: String)

    var category: ErrorCategory { .siteOutput }

    func message(_ locale: AppLocale) -> String {
        switch self {
        case let .portUnavailable(port): locale.words.error.portUnavailable(port: port)
        case let .invalidPort(port): locale.words.error.invalidPort(port: port)
        case let .invalidAddress(address): locale.words.error.addressInvalid(address: address)
        case let .addressUnavailable(address): locale.words.error.addressUnavailable(address: address)
        }
    }
}
