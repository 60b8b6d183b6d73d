/// The languages FitToday speaks. Brazilian Portuguese is the default.
public enum AppLocale: String, CaseIterable, Sendable, Codable {
    case ptBR = "pt-BR"
    case en

    public static let `default` = AppLocale.ptBR

    /// Accepts `pt-BR`, `pt_BR`, `pt`, `en`, `en-US`, `en_GB.UTF-8` and the like; nil for anything else.
    public init?(identifier: String) {
        let lowered = identifier.lowercased()
        if lowered.hasPrefix("pt") { self = .ptBR } else if lowered.hasPrefix("en") { self = .en } else { return nil }
    }

    /// Every message and label in this locale (the catalogues in Sources/FitTodayDomain/Words/; the commands' help
    /// texts are the command line's own).
    public var words: Words { Words(self) }

    /// Picks the text for this locale. New text goes into the catalogues instead (README, "Words"); the
    /// leftover test lists every call with two literals.
    public func pick(_ pt: String, _ en: String) -> String { self == .ptBR ? pt : en }
}
