/// A value read from a TOML document.
public enum TOMLValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    /// Dates and times are kept as their original text (for example `2026-11-22`).
    case dateTime(String)
    case array([TOMLValue])
    case table(TOMLTable)
}
