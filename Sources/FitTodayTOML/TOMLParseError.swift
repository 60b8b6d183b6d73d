/// Why a TOML document could not be read, and where.
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

    /// A short sentence for a person: Brazilian Portuguese by default, English for `en` locales.
    public func message(locale: String = "pt-BR") -> String {
        let english = locale == "en" || locale.hasPrefix("en-") || locale.hasPrefix("en_")
        return english ? englishMessage : portugueseMessage
    }

    private var portugueseMessage: String {
        switch reason {
        case .unexpectedCharacter(let character):
            if let code = Self.controlCode(character) {
                return "o caractere invisível \(code) não é permitido aqui"
            }
            return "caractere inesperado \"\(character)\""
        case .unterminatedString:
            return "faltou fechar as aspas do texto"
        case .invalidEscape(let escape):
            return "\"\(escape)\" não é válido dentro de aspas; para escrever uma barra invertida use \"\\\\\""
        case .invalidNumber(let text):
            return "o número \"\(text)\" não é válido"
        case .invalidValue(let text):
            if Self.isMiscasedBoolean(text) {
                return "o valor \"\(text)\" não é válido; escreva true ou false em minúsculas"
            }
            return "o valor \"\(text)\" não é válido; textos precisam estar entre aspas"
        case .missingValue:
            return "esperava um valor aqui"
        case .missingEquals:
            return "esperava \"=\" depois da chave"
        case .invalidKey:
            return "chave inválida; use letras sem acento, números, \"_\" e \"-\", ou coloque a chave entre aspas"
        case .duplicateKey(let key):
            return "a chave \"\(key)\" aparece duas vezes"
        case .tableRedefined(let name):
            return "a tabela [\(name)] foi definida mais de uma vez"
        case .valueRedefinesTable(let key):
            return "\"\(key)\" já é uma tabela e não pode receber um valor"
        case .tableRedefinesValue(let key):
            return "\"\(key)\" já tem um valor e não pode virar uma tabela"
        case .unterminatedArray:
            return "faltou fechar a lista com \"]\""
        case .unterminatedInlineTable:
            return "faltou fechar a tabela com \"}\" na mesma linha"
        case .unterminatedTableHeader:
            return "faltou fechar o nome da tabela com \"]\""
        case .trailingContent:
            return "sobrou texto depois do valor; coloque cada chave em uma linha"
        case .invalidDateTime(let text):
            return "a data ou hora \"\(text)\" não é válida (exemplos: 2026-11-22, 07:30:00)"
        case .nestingTooDeep:
            return "há listas ou tabelas demais uma dentro da outra"
        case .unclosedFrontMatter:
            return "faltou a linha \"+++\" que fecha o cabeçalho"
        }
    }

    private var englishMessage: String {
        switch reason {
        case .unexpectedCharacter(let character):
            if let code = Self.controlCode(character) {
                return "the invisible character \(code) is not allowed here"
            }
            return "unexpected character \"\(character)\""
        case .unterminatedString:
            return "the text is missing its closing quote"
        case .invalidEscape(let escape):
            return "\"\(escape)\" is not allowed inside quotes; write \"\\\\\" for a backslash"
        case .invalidNumber(let text):
            return "\"\(text)\" is not a valid number"
        case .invalidValue(let text):
            if Self.isMiscasedBoolean(text) {
                return "\"\(text)\" is not a valid value; write true or false in lowercase"
            }
            return "\"\(text)\" is not a valid value; text must be in quotes"
        case .missingValue:
            return "expected a value here"
        case .missingEquals:
            return "expected \"=\" after the key"
        case .invalidKey:
            return "invalid key; use unaccented letters, digits, \"_\" and \"-\", or put the key in quotes"
        case .duplicateKey(let key):
            return "the key \"\(key)\" appears twice"
        case .tableRedefined(let name):
            return "the table [\(name)] is defined more than once"
        case .valueRedefinesTable(let key):
            return "\"\(key)\" is already a table and cannot be given a value"
        case .tableRedefinesValue(let key):
            return "\"\(key)\" already has a value and cannot become a table"
        case .unterminatedArray:
            return "the list is missing its closing \"]\""
        case .unterminatedInlineTable:
            return "the table is missing its closing \"}\" on the same line"
        case .unterminatedTableHeader:
            return "the table name is missing its closing \"]\""
        case .trailingContent:
            return "unexpected text after the value; put each key on its own line"
        case .invalidDateTime(let text):
            return "\"\(text)\" is not a valid date or time (examples: 2026-11-22, 07:30:00)"
        case .nestingTooDeep:
            return "too many lists or tables inside one another"
        case .unclosedFrontMatter:
            return "missing the \"+++\" line that closes the front matter"
        }
    }

    /// Control characters print as nothing, so name them by code point instead.
    private static func controlCode(_ character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first,
              scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    private static func isMiscasedBoolean(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered == "true" || lowered == "false"
    }
}

extension TOMLParseError: CustomStringConvertible {
    /// `line:column: message` in English, for logs and test failures.
    public var description: String {
        "\(line):\(column): \(message(locale: "en"))"
    }
}
