extension ImportIssue {
    /// A short phrase (no final period) saying what is wrong with the row.
    public func message(_ locale: AppLocale) -> String {
        let t = locale.pick
        switch self {
        case let .missingValue(column):
            return t("a coluna \"\(column)\" está vazia", "the column \"\(column)\" is empty")
        case let .date(value):
            return t("não entendi a data \"\(value)\"", "the date \"\(value)\" was not understood")
        case let .number(column, value):
            return t("\"\(value)\" não é um número válido para \"\(column)\"", "\"\(value)\" is not a valid number for \"\(column)\"")
        case let .weightUnit(value):
            return t("a unidade de peso \"\(value)\" não é kg nem lbs", "the weight unit \"\(value)\" is neither kg nor lbs")
        case let .columnCount(expected, found):
            return t("a linha tem \(found) colunas, mas o cabeçalho tem \(expected)", "the row has \(found) columns, but the header has \(expected)")
        case .unclosedQuote:
            return t("um texto entre aspas começa aqui e não termina", "a quoted text starts here and never ends")
        case let .rule(issue):
            // Validation messages are whole sentences; a row reason is a phrase inside one.
            var text = issue.message(locale)
            if text.hasSuffix(".") { text.removeLast() }
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
