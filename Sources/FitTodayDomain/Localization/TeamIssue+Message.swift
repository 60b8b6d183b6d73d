extension TeamIssue {
    /// The sentence for a person, with what to do next.
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.error.team
        switch self {
        case let .notATeam(folder): return words.notATeam(folder: folder)
        case let .alreadyATeam(folder): return words.alreadyATeam(folder: folder)
        case let .invalidID(id): return words.invalidID(id: id)
        case let .reservedID(id): return words.reservedID(id: id)
        case let .athleteMissing(id): return words.athleteMissing(id: id)
        case let .athleteExists(id): return words.athleteExists(id: id)
        case let .notAnAthleteFolder(folder): return words.notAnAthleteFolder(folder: folder)
        case .noAthletes: return words.noAthletes
        case let .liftsWithoutStart(lifts, example): return words.liftsWithoutStart(lifts: lifts.joined(separator: "; "), example: example)
        case let .unprefixedValue(option, value): return words.unprefixedValue(option: option, value: value)
        case let .athletesNotBuilt(sentences): return words.athletesNotBuilt(count: sentences.count) + "\n" + sentences.joined(separator: "\n")
        case let .invalidShard(value): return words.invalidShard(value: value)
        }
    }
}
