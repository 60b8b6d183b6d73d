extension ContentIssue {
    /// A short phrase (no final period) saying what to fix.
    public func message(_ locale: AppLocale) -> String {
        switch self {
        // The TOML reader depends on nothing of FitToday, so its messages come in both languages.
        case let .syntax(pt, en): return locale.pick(pt, en)
        case .missingFrontMatter:
            return locale.words.contentIssue.missingFrontMatter
        case let .missingField(field):
            return locale.words.contentIssue.missingField(field: field)
        case let .wrongType(field, expected):
            return locale.words.contentIssue.wrongType(field: field, expected: expected)
        case let .invalidValue(field, value, allowed):
            return locale.words.contentIssue.invalidValue(value: value, field: field, allowed: allowed.joined(separator: ", "))
        case let .outOfRange(field, value, allowed):
            return locale.words.contentIssue.outOfRange(field: field, value: value, allowed: allowed)
        case let .idMismatch(id, expected):
            return locale.words.contentIssue.idMismatch(id: id, expected: expected)
        case let .duplicateID(id):
            return locale.words.contentIssue.duplicateID(id: id)
        case let .duplicateName(name, otherFile):
            return locale.words.contentIssue.duplicateName(name: name, otherFile: otherFile)
        case let .unknownExercise(id):
            return locale.words.contentIssue.unknownExercise(id: id)
        case let .blockEquipment(exercise, setting):
            return locale.words.contentIssue.blockEquipment(exercise: exercise, setting: setting)
        case let .emptyList(field):
            return locale.words.contentIssue.emptyList(field: field)
        case let .unknownField(field):
            return locale.words.contentIssue.unknownField(field: field)
        case .folderMissing:
            return locale.words.contentIssue.folderMissing
        }
    }
}
