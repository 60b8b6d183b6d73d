extension ContentIssue {
    /// A short phrase (no final period) saying what to fix.
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.contentIssue
        switch self {
        // The TOML reader depends on nothing of FitToday, so its messages come in both languages.
        case let .syntax(problem): return problem.message(locale)
        case .missingFrontMatter:
            return words.missingFrontMatter
        case let .missingField(field):
            return words.missingField(field: field)
        case let .wrongType(field, expected):
            let kind = switch expected {
            case .text: words.expectedText
            case .wholeNumber: words.expectedWholeNumber
            case .listOfTexts: #"["..."]"#
            case let .tables(name): "[[\(name)]]"
            }
            return words.wrongType(field: field, expected: kind)
        case let .invalidValue(field, value, allowed):
            return words.invalidValue(value: value, field: field, allowed: allowed.joined(separator: ", "))
        case let .outOfRange(field, value, allowed):
            return words.outOfRange(field: field, value: value, allowed: allowed)
        case let .idMismatch(id, expected):
            return words.idMismatch(id: id, expected: expected)
        case let .duplicateID(id):
            return words.duplicateID(id: id)
        case let .duplicateName(name, otherFile):
            return words.duplicateName(name: name, otherFile: otherFile)
        case let .unknownExercise(id):
            return words.unknownExercise(id: id)
        case let .blockEquipment(exercise, setting):
            return words.blockEquipment(exercise: exercise, setting: setting)
        case let .emptyList(field):
            return words.emptyList(field: field)
        case let .unknownField(field):
            return words.unknownField(field: field)
        case let .languageSection(line):
            return locale.words.contentTranslation.languageSection(line: line)
        case .folderMissing:
            return words.folderMissing
        }
    }
}
