/// Why a text file of settings or of the library (TOML, front matter) could not be read as such: named in the
/// catalogue of words (`domain.syntax`), with the text as written where there is one.
public enum SyntaxProblem: Equatable, Sendable {
    case unexpectedCharacter(String)
    /// An invisible control character, named by its code point (`U+0007`).
    case controlCharacter(String)
    case unterminatedString
    /// The escape as written, for example `\q`.
    case invalidEscape(String)
    case invalidNumber(String)
    /// A bare word that is not a value, most often text without quotes.
    case invalidValue(String)
    /// `True` or `FALSE`: a boolean in the wrong case.
    case miscasedBoolean(String)
    case missingValue
    case missingEquals
    case invalidKey
    case duplicateKey(String)
    case tableRedefined(String)
    case valueRedefinesTable(String)
    case tableRedefinesValue(String)
    case unterminatedArray
    case unterminatedInlineTable
    case unterminatedTableHeader
    case trailingContent
    case invalidDateTime(String)
    case nestingTooDeep
    case unclosedFrontMatter
    /// The file could not be read at all.
    case unreadable
    /// The file is not UTF-8 text.
    case notUTF8
}
