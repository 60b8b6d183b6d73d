/// Why a TOML document could not be read, and where. The words a person reads for it are not here: FitTodayData
/// turns it into the Domain's `SyntaxProblem`, which the catalogue of words names in each language.
///
/// `line` and `column` start at 1. Columns count Unicode scalars, so accented letters count once.
public struct TOMLParseError: Error, Equatable, Sendable {
    public let line: Int
    public let column: Int
    public let reason: Reason

    public init(line: Int, column: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// What went wrong. Payloads hold the offending text as written, for the message.
    public enum Reason: Equatable, Sendable {
        case unexpectedCharacter(Character)
        case unterminatedString
        /// The escape as written, for example `\q`.
        case invalidEscape(String)
        case invalidNumber(String)
        /// A bare word that is not a value, most often text without quotes.
        case invalidValue(String)
        case missingValue
        case missingEquals
        case invalidKey
        /// The key as written on the offending line (dotted keys joined with `.`).
        case duplicateKey(String)
        /// The full table name.
        case tableRedefined(String)
        /// `key = value` where `key` is already a table.
        case valueRedefinesTable(String)
        /// `[key]` or `key.sub = value` where `key` already holds a value.
        case tableRedefinesValue(String)
        case unterminatedArray
        case unterminatedInlineTable
        case unterminatedTableHeader
        case trailingContent
        case invalidDateTime(String)
        /// Arrays or inline tables nested deeper than the parser allows.
        case nestingTooDeep
        /// Front matter opened with `+++` but never closed.
        case unclosedFrontMatter
    }

    /// Control characters print as nothing, so name them by code point instead (`U+0007`); nil for any other.
    public static func controlCode(_ character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first,
              scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// `True`, `FALSE`: a boolean in the wrong case.
    public static func isMiscasedBoolean(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered == "true" || lowered == "false"
    }
}

extension TOMLParseError: CustomStringConvertible {
    /// `line:column: reason`, for logs and test failures; what a person reads comes from the catalogue of words
    /// (`SyntaxProblem` in the Domain, made by FitTodayData's `TOMLParseError.problem`).
    public var description: String {
        "\(line):\(column): \(reason)"
    }
}
