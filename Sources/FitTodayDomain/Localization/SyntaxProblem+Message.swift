extension SyntaxProblem {
    /// A short clause for a person, to follow a file's name and line.
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.domain.syntax
        switch self {
        case let .unexpectedCharacter(text): return words.unexpectedCharacter(text: text)
        case let .controlCharacter(code): return words.controlCharacter(code: code)
        case .unterminatedString: return words.unterminatedString
        case let .invalidEscape(text): return words.invalidEscape(text: text)
        case let .invalidNumber(text): return words.invalidNumber(text: text)
        case let .invalidValue(text): return words.invalidValue(text: text)
        case let .miscasedBoolean(text): return words.miscasedBoolean(text: text)
        case .missingValue: return words.missingValue
        case .missingEquals: return words.missingEquals
        case .invalidKey: return words.invalidKey
        case let .duplicateKey(key): return words.duplicateKey(key: key)
        case let .tableRedefined(name): return words.tableRedefined(name: name)
        case let .valueRedefinesTable(key): return words.valueRedefinesTable(key: key)
        case let .tableRedefinesValue(key): return words.tableRedefinesValue(key: key)
        case .unterminatedArray: return words.unterminatedArray
        case .unterminatedInlineTable: return words.unterminatedInlineTable
        case .unterminatedTableHeader: return words.unterminatedTableHeader
        case .trailingContent: return words.trailingContent
        case let .invalidDateTime(text): return words.invalidDateTime(text: text)
        case .nestingTooDeep: return words.nestingTooDeep
        case .unclosedFrontMatter: return words.unclosedFrontMatter
        case .unreadable: return locale.words.data.contentLibraryLoader.unreadable
        case .notUTF8: return locale.words.data.contentLibraryLoader.notUTF8
        }
    }
}
