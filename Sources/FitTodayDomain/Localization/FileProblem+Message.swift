extension FileProblem {
    /// "sessão 3 (2026-11-20), série 2: reps = 1200 (o máximo é 1000)": where, the key, the value found and the rule.
    public func message(_ locale: AppLocale) -> String {
        let rule = rule.message(locale)
        guard let place = place.message(locale) else { return rule }
        return locale.words.domain.fileProblem.placed(place: place, rule: rule)
    }
}

extension FilePlace {
    /// Nil for the file as a whole.
    public func message(_ locale: AppLocale) -> String? {
        let words = locale.words.domain.fileProblem.place
        func named(_ place: String, _ name: String?) -> String { name.map { words.named(place: place, name: $0) } ?? place }
        func withID(_ place: String, _ id: Int64?) -> String { id.map { words.withID(place: place, id: $0) } ?? place }
        switch self {
        case .whole: return nil
        case .profile: return words.profile
        case .entitlement: return words.entitlement
        case let .checkIn(number, date): return named(words.checkIn(number: number), date)
        case let .exercise(number, id): return named(words.exercise(number: number), id)
        case let .programRun(number, id): return withID(words.programRun(number: number), id)
        case let .plan(number, id): return withID(words.plan(number: number), id)
        case let .planEntry(plan, planID, entry):
            return planID.map { words.planEntryWithID(plan: plan, id: $0, entry: entry) } ?? words.planEntry(plan: plan, entry: entry)
        case let .session(number, date): return named(words.session(number: number), date)
        case let .sessionSet(session, date, set):
            return date.map { words.sessionSetNamed(session: session, date: $0, set: set) } ?? words.sessionSet(session: session, set: set)
        case let .logSet(number): return words.logSet(number: number)
        }
    }
}

extension FileRule {
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.domain.fileProblem.rule
        switch self {
        case let .missing(key): return words.missing(key: key)
        case let .wrongType(key, found, expected): return words.wrongType(key: key, found: found, expected: expected.message(locale))
        case let .invalidValue(key, found): return words.invalidValue(key: key, found: found)
        case let .belowMinimum(key, found, minimum): return words.belowMinimum(key: key, found: found, minimum: minimum)
        case let .aboveMaximum(key, found, maximum): return words.aboveMaximum(key: key, found: found, maximum: maximum)
        case let .tooLong(key, length, maximum): return words.tooLong(key: key, length: length, maximum: maximum)
        case let .tooShort(key, length, minimum): return words.tooShort(key: key, length: length, minimum: minimum)
        case let .empty(key): return words.empty(key: key)
        case let .notTrimmed(key): return words.notTrimmed(key: key)
        case let .duplicate(key, found): return words.duplicate(key: key, found: found)
        case let .unknownReference(key, found): return words.unknownReference(key: key, found: found)
        case let .severalActive(key, count): return words.severalActive(key: key, count: count)
        case let .disagrees(key, found, other): return words.disagrees(key: key, found: found, other: other)
        case let .future(key, found): return words.future(key: key, found: found)
        case let .outsideYears(key, found): return words.outsideYears(key: key, found: found)
        }
    }
}

extension FileValueKind {
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.domain.fileProblem.kind
        switch self {
        case .integer: return words.integer
        case .number: return words.number
        case .text: return words.text
        case .boolean: return words.boolean
        case .list: return words.list
        case .object: return words.object
        }
    }
}
