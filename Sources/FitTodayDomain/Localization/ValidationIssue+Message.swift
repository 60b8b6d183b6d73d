import Foundation

extension ValidationIssue {
    /// A short, friendly sentence naming the rule and an acceptable value.
    public func message(_ locale: AppLocale) -> String {
        switch self {
        case let .planNameLength(length):
            return locale.words.validation.planNameLength(length: length)
        case let .planDescriptionTooLong(length):
            return locale.words.validation.planDescriptionTooLong(length: length)
        case let .sets(value):
            return locale.words.validation.sets(value: value)
        case let .reps(value):
            return locale.words.validation.reps(value: value)
        case let .restSeconds(value):
            return locale.words.validation.restSeconds(value: value)
        case let .soreness(value):
            return locale.words.validation.soreness(value: value)
        case let .weeklyFrequency(value):
            return locale.words.validation.weeklyFrequency(value: value)
        case let .durationMinutes(value):
            return locale.words.validation.durationMinutes(value: value)
        case let .weight(value):
            return locale.words.validation.weight(number: Self.number(value))
        case let .rpe(value):
            return locale.words.validation.rpe(number: Self.number(value))
        case let .loggedReps(value):
            return locale.words.validation.loggedReps(value: value)
        case let .healthNotesTooLong(length):
            return locale.words.validation.healthNotesTooLong(length: length)
        case .exerciseNameEmpty:
            return locale.words.validation.exerciseNameEmpty
        case let .exerciseNameTooLong(length):
            return locale.words.validation.exerciseNameTooLong(length: length)
        case let .sessionTitleTooLong(length):
            return locale.words.validation.sessionTitleTooLong(length: length)
        case let .notesTooLong(length):
            return locale.words.validation.notesTooLong(length: length)
        case let .dateOutOfRange(value):
            return locale.words.validation.dateOutOfRange(value: value)
        case .skippedSessionWithSets:
            return locale.words.validation.skippedSessionWithSets
        case let .setSpec(text):
            return locale.words.validation.setSpec(text: text)
        case let .pageNumber(value):
            return locale.words.validation.pageNumber(value: value)
        case .noProfileChanges:
            return locale.words.validation.noProfileChanges
        case let .implausibleReps(value):
            return locale.words.validation.implausibleReps(value: value)
        case let .implausibleWeight(value):
            return locale.words.validation.implausibleWeight(number: Self.number(value))
        case let .futureSession(date):
            return locale.words.validation.futureSession(date: date)
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
