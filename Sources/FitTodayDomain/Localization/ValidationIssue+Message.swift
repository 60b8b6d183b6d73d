import Foundation

extension ValidationIssue {
    /// A short, friendly sentence naming the rule and an acceptable value; a load, and the limit it broke, in
    /// `unit` (the person's: "1200 lb looks like a typo: log up to 1100 lb a set").
    public func message(_ locale: AppLocale, unit: WeightUnit = .kg) -> String {
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
            return words.weight(limit: WeightText.limit(PlanRules.weightKg.upperBound, unit, locale), weight: WeightText.format(value, unit, locale))
        case let .rpe(value):
            return words.rpe(number: NumberText.decimal(value, fractionDigits: 2, locale))
        case let .wellnessAnswer(option, value):
            return words.readiness.answer(option: option, value: value)
        case let .sleepHours(value):
            return words.readiness.sleepHours(number: NumberText.decimal(value, fractionDigits: 2, locale))
        case let .loggedReps(value):
            return words.loggedReps(value: value)
        case let .setDuration(value):
            return words.setDuration(value: value)
        case let .distance(value):
            return words.distance(kilometres: NumberText.decimal(value / 1000, fractionDigits: 2, locale))
        case let .bodyWeight(value):
            return words.bodyWeight(limitLow: WeightText.limit(PlanRules.bodyWeightKg.lowerBound, unit, locale),
                                    limit: WeightText.limit(PlanRules.bodyWeightKg.upperBound, unit, locale), weight: WeightText.format(value, unit, locale))
        case let .waist(value):
            return words.waist(value: NumberText.decimal(value, fractionDigits: 1, locale))
        case let .bodyFat(value):
            return words.bodyFat(value: NumberText.decimal(value, fractionDigits: 1, locale))
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
            return words.setSpec(text: text, unit: unit.symbol)
        case let .pageNumber(value):
            return words.pageNumber(value: value)
        case .noProfileChanges:
            return words.noProfileChanges
        case let .implausibleReps(value):
            return words.implausibleReps(value: value)
        case let .implausibleWeight(value):
            return words.implausibleWeight(weight: WeightText.format(value, unit, locale),
                                           limit: WeightText.limit(PlanRules.typedWeightKg.upperBound, unit, locale))
        case let .futureSession(date):
            return words.futureSession(date: date)
        case let .optionRange(option, value, lowest, highest):
            return words.optionRange(option: option, lowest: lowest, highest: highest, value: value)
        case let .swapPosition(_, count, date):
            return words.swapPosition(date: DateText.terminal(date, locale), count: count, day: date.description)
        case let .swapSameExercise(name, position):
            return words.swapSameExercise(name: name, position: position)
        case let .swapInDay(name, position):
            return words.swapInDay(name: name, position: position)
        case let .swapNothingToUndo(position, date):
            return words.swapNothingToUndo(position: position, date: DateText.terminal(date, locale))
        case let .swapNoPlan(date):
            return words.swapNoPlan(date: DateText.terminal(date, locale), day: date.description)
        case let .swapUnknownExercise(name, closest):
            let list = closest.map { "\"\($0)\"" }.joined(separator: locale.words.cli.log.or)
            return words.swapUnknownExercise(name: name) + (closest.isEmpty ? "" : locale.words.cli.log.didYouMean(list: list))
        case let .exerciseNameTaken(name):
            return words.exerciseNameTaken(shortened: Self.shortened(name))
        case let .libraryExerciseChange(name, id, deleting):
            if deleting {
                return words.isPartOf(shortened: Self.shortened(name), id: id)
            }
            return words.isPartOfLibrary(shortened: Self.shortened(name), id: id)
        case let .exerciseInUse(name, sessions, plans):
            let counts = locale.words.count
            let uses = [sessions > 0 ? counts.sessionCount(sessions) : nil, plans > 0 ? counts.planCount(plans) : nil]
                .compactMap { $0 }.joined(separator: words.listAnd)
            return words.exerciseInUse(name: Self.shortened(name), uses: uses)
        }
    }

    /// A name as a message quotes it: one that came in before the length bounds would drown the sentence.
    public static func shortened(_ name: String) -> String {
        name.count <= 60 ? name : String(name.prefix(57)) + "…"
    }
}
