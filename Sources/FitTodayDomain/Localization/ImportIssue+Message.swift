extension ImportIssue {
    /// A short phrase (no final period) saying what is wrong with the row; a load in `unit`, the person's.
    public func message(_ locale: AppLocale, unit: WeightUnit = .kg) -> String {
        let words = locale.words.importIssue
        switch self {
        case let .missingValue(column):
            return words.missingValue(column: column)
        case let .date(value):
            return words.date(value: value)
        case let .number(column, value):
            return words.number(value: value, column: column)
        case let .weightUnit(value):
            return words.weightUnit(value: value)
        case let .unknownUnit(value, column, known):
            return words.unknownUnit(value: value, column: column, known: known.joined(separator: ", "))
        case let .unit(column, value):
            return words.unit(value: value, column: column)
        case let .columnCount(expected, found):
            return words.columnCount(found: found, expected: expected)
        case let .ambiguousColumns(expected, found):
            return words.ambiguousColumns(found: found, expected: expected)
        case .unclosedQuote:
            return words.unclosedQuote
        case let .rule(issue):
            // Validation messages are whole sentences; a row reason is a phrase inside one.
            var text = issue.message(locale, unit: unit)
            if text.hasSuffix(".") { text.removeLast() }
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
