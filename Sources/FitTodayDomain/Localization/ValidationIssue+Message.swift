import Foundation

extension ValidationIssue {
    /// A short, friendly sentence naming the rule and an acceptable value.
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.validation
        switch self {
        case let .planNameLength(length):
            return words.planNameLength(length: length)
        case let .planDescriptionTooLong(length):
            return words.planDescriptionTooLong(length: length)
        case let .sets(value):
            return words.sets(value: value)
        case let .reps(value):
            return words.reps(value: value)
        case let .restSeconds(value):
            return words.restSeconds(value: value)
        case let .soreness(value):
            return words.soreness(value: value)
        case let .weeklyFrequency(value):
            return words.weeklyFrequency(value: value)
        case let .durationMinutes(value):
            return words.durationMinutes(value: value)
        case let .weight(value):
            return words.weight(number: Self.number(value))
        case let .rpe(value):
            return words.rpe(number: Self.number(value))
        case let .loggedReps(value):
            return words.loggedReps(value: value)
        case let .healthNotesTooLong(length):
            return words.healthNotesTooLong(length: length)
        case .exerciseNameEmpty:
            return words.exerciseNameEmpty
        case let .exerciseNameTooLong(length):
            return words.exerciseNameTooLong(length: length)
        case let .sessionTitleTooLong(length):
            return words.sessionTitleTooLong(length: length)
        case let .notesTooLong(length):
            return words.notesTooLong(length: length)
        case let .dateOutOfRange(value):
            return words.dateOutOfRange(value: value)
        case .skippedSessionWithSets:
            return words.skippedSessionWithSets
        case let .setSpec(text):
            return words.setSpec(text: text)
        case let .pageNumber(value):
            return words.pageNumber(value: value)
        case .noProfileChanges:
            return words.noProfileChanges
        case let .implausibleReps(value):
            return words.implausibleReps(value: value)
        case let .implausibleWeight(value):
            return words.implausibleWeight(number: Self.number(value))
        case let .futureSession(date):
            return words.futureSession(date: date)
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
