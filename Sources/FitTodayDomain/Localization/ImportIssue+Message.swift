extension ImportIssue {
    /// A short phrase (no final period) saying what is wrong with the row.
    public func message(_ locale: AppLocale) -> String {
        switch self {
        case let .missingValue(column):
            return locale.words.importIssue.missingValue(column: column)
        case let .date(value):
            return locale.words.importIssue.date(value: value)
        case let .number(column, value):
            return locale.words.importIssue.number(value: value, column: column)
        case let .weightUnit(value):
            return locale.words.importIssue.weightUnit(value: value)
        case let .columnCount(expected, found):
            return locale.words.importIssue.columnCount(found: found, expected: expected)
        case .unclosedQuote:
            return locale.words.importIssue.unclosedQuote
        case let .rule(issue):
            // Validation messages are whole sentences; a row reason is a phrase inside one.
            var text = issue.message(locale)
            if text.hasSuffix(".") { text.removeLast() }
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
