extension ContentIssue {
    /// A short phrase (no final period) saying what to fix.
    public func message(_ locale: AppLocale) -> String {
        let t = locale.pick
        switch self {
        case let .syntax(pt, en): return t(pt, en)
        case .missingFrontMatter:
            return t("o arquivo precisa começar com os dados do exercício entre linhas +++", "the file must start with the exercise data between +++ lines")
        case let .missingField(field):
            return t("falta o campo \(field)", "the field \(field) is missing")
        case let .wrongType(field, expected):
            return t("o campo \(field) precisa ser \(expected)", "the field \(field) must be \(expected)")
        case let .invalidValue(field, value, allowed):
            return t("\"\(value)\" não serve para \(field); use um destes: \(allowed.joined(separator: ", "))",
                     "\"\(value)\" is not valid for \(field); use one of: \(allowed.joined(separator: ", "))")
        case let .outOfRange(field, value, allowed):
            return t("\(field) = \(value) está fora do permitido (\(allowed))", "\(field) = \(value) is outside what is allowed (\(allowed))")
        case let .idMismatch(id, expected):
            return t("o id \"\(id)\" precisa ser igual ao nome do arquivo, \"\(expected)\"", "the id \"\(id)\" must match the file name, \"\(expected)\"")
        case let .duplicateID(id):
            return t("o id \"\(id)\" já é usado por outro arquivo", "the id \"\(id)\" is already used by another file")
        case let .duplicateName(name, otherFile):
            return t("o nome \"\(name)\" já é usado por \(otherFile); dê um nome diferente a cada exercício",
                     "the name \"\(name)\" is already used by \(otherFile); give every exercise its own name")
        case let .unknownExercise(id):
            return t("o exercício \"\(id)\" não existe em content/exercises", "the exercise \"\(id)\" does not exist in content/exercises")
        case let .blockEquipment(exercise, setting):
            return t("o exercício \"\(exercise)\" não dá para fazer com o equipamento \(setting)", "the exercise \"\(exercise)\" cannot be done with the \(setting) equipment")
        case let .emptyList(field):
            return t("a lista \(field) não pode ficar vazia", "the list \(field) cannot be empty")
        case let .unknownField(field):
            return t("não conheço o campo \(field)", "\(field) is not a known field")
        case .folderMissing:
            return t("a pasta não existe ou está vazia", "the folder is missing or empty")
        }
    }
}
