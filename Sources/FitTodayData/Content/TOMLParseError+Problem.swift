import FitTodayDomain
import FitTodayTOML

extension TOMLParseError {
    /// The problem as the catalogue of words names it.
    public var problem: SyntaxProblem {
        switch reason {
        case let .unexpectedCharacter(character):
            if let code = Self.controlCode(character) { return .controlCharacter(code) }
            return .unexpectedCharacter(String(character))
        case .unterminatedString: return .unterminatedString
        case let .invalidEscape(text): return .invalidEscape(text)
        case let .invalidNumber(text): return .invalidNumber(text)
        case let .invalidValue(text): return Self.isMiscasedBoolean(text) ? .miscasedBoolean(text) : .invalidValue(text)
        case .missingValue: return .missingValue
        case .missingEquals: return .missingEquals
        case .invalidKey: return .invalidKey
        case let .duplicateKey(key): return .duplicateKey(key)
        case let .tableRedefined(name): return .tableRedefined(name)
        case let .valueRedefinesTable(key): return .valueRedefinesTable(key)
        case let .tableRedefinesValue(key): return .tableRedefinesValue(key)
        case .unterminatedArray: return .unterminatedArray
        case .unterminatedInlineTable: return .unterminatedInlineTable
        case .unterminatedTableHeader: return .unterminatedTableHeader
        case .trailingContent: return .trailingContent
        case let .invalidDateTime(text): return .invalidDateTime(text)
        case .nestingTooDeep: return .nestingTooDeep
        case .unclosedFrontMatter: return .unclosedFrontMatter
        }
    }

    /// The message in `locale`, from the catalogue of words.
    public func message(_ locale: AppLocale) -> String { problem.message(locale) }
}
