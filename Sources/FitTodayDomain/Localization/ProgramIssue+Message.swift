extension ProgramIssue {
    /// A short phrase (no final period) saying what to fix.
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.programIssue
        switch self {
        case .notUTF8: return words.notUTF8
        case let .unknownHeader(key): return words.unknownHeader(key: key)
        case let .missingHeader(key): return words.missingHeader(key: key)
        case let .duplicateHeader(key): return words.duplicateHeader(key: key)
        case let .invalidNumber(field, value): return words.invalidNumber(value: value, field: field)
        case let .invalidEquipment(value): return words.invalidEquipment(value: value)
        case let .unexpectedLine(text): return words.unexpectedLine(text: text)
        case let .duplicateLift(key): return words.duplicateLift(key: key)
        case let .unknownExercise(name, suggestions):
            guard !suggestions.isEmpty else { return words.unknownExercise(name: name) }
            let list = suggestions.map { "\"\($0)\"" }.joined(separator: words.or)
            return words.unknownExerciseSuggest(name: name, list: list)
        case let .invalidSets(text): return words.invalidSets(text: text)
        case let .invalidLoad(text): return words.invalidLoad(text: text)
        case let .invalidRest(text): return words.invalidRest(text: text)
        case let .restOutOfRange(seconds): return words.restOutOfRange(seconds: seconds)
        case let .invalidOption(text): return words.invalidOption(text: text)
        case let .invalidProgression(text): return words.invalidProgression(text: text)
        case let .invalidStart(text): return words.invalidStart(text: text)
        case let .unknownLift(key): return words.unknownLift(key: key)
        case let .noSets(key): return words.noSets(key: key)
        case .noDays: return words.noDays
        case let .emptyDay(name): return words.emptyDay(name: name)
        case let .duplicateWeek(number): return words.duplicateWeek(number: number)
        case let .tooManySets(count): return words.tooManySets(count: count)
        case let .repsOutOfRange(reps): return words.repsOutOfRange(reps: reps)
        case let .percentOutOfRange(text): return words.percentOutOfRange(text: text)
        case let .percentWithoutBase(key): return words.percentWithoutBase(key: key)
        case let .variationsNeedDouble(key): return words.variationsNeedDouble(key: key)
        }
    }
}
