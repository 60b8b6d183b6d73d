public struct TOMLParseError: Error, Equatable, Sendable {
    public let line: Int
    public let column: Int
    public func message(locale: String) -> String { "x" }
}
public enum TOML {
    public static func parse(_ text: String) throws(TOMLParseError) -> TOMLTable {
        if text.isEmpty { return TOMLTable() }
        throw TOMLParseError(line: 1, column: 1)
    }
}
