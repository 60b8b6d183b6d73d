/// Finds the library entry a name means, the same way for `log --set`, `plan add-exercise` and the
/// importers: by id or by name (in either of the library's languages) ignoring case, accents and spaces; then through an alias table (another
/// app's name to a library name); then ignoring punctuation too, which reaches the free-exercise-db names
/// when that library was imported. When several entries share a name, curated beats imported beats custom.
///
/// For a name it does not know, it tells the closest library names (to suggest) and the muscle group of a
/// close one (for the new exercise), comparing the words of the names without their equipment.
public struct ExerciseMatcher: Sendable {
    private struct Candidate: Sendable {
        var exercise: Exercise
        var words: Set<String>
        var looseKey: String
    }

    private let byID: [String: Exercise]
    private let byKey: [String: Exercise]
    private let byLooseKey: [String: Exercise]
    private let aliases: [String: String]
    private let candidates: [Candidate]

    /// - Parameter aliases: other apps' names to library names, compared ignoring case, accents and punctuation.
    public init(exercises: [Exercise], aliases: [String: String] = [:]) {
        let ordered = exercises.sorted { (Self.rank($0.origin), $0.id) < (Self.rank($1.origin), $1.id) }
        // Each name keyed once: keying is most of what making a matcher costs.
        var keys: [String: (key: String, loose: String)] = [:]
        func keyed(_ name: String) -> (key: String, loose: String) {
            if let known = keys[name] { return known }
            let made = (key: ExerciseNameKey.key(for: name), loose: ExerciseNameKey.looseKey(for: name))
            keys[name] = made
            return made
        }
        var byID: [String: Exercise] = [:]
        var byKey: [String: Exercise] = [:]
        var byLooseKey: [String: Exercise] = [:]
        for exercise in ordered {
            byID[exercise.id] = exercise
            let name = keyed(exercise.name)
            if byKey[name.key] == nil { byKey[name.key] = exercise }
            if byLooseKey[name.loose] == nil { byLooseKey[name.loose] = exercise }
        }
        // Names in the library's other language come after every shown name: an English name never hides
        // another entry's own, and the aliases (written against the Portuguese names) still find theirs.
        for exercise in ordered {
            for other in exercise.otherNames {
                let name = keyed(other)
                if byKey[name.key] == nil { byKey[name.key] = exercise }
                if byLooseKey[name.loose] == nil { byLooseKey[name.loose] = exercise }
            }
        }
        self.byID = byID
        self.byKey = byKey
        self.byLooseKey = byLooseKey
        let sortedAliases = aliases.sorted(by: { $0.key < $1.key })
        var aliasTable: [String: String] = [:]
        for (alias, target) in sortedAliases {
            let key = keyed(alias).loose
            if aliasTable[key] == nil { aliasTable[key] = target }
        }
        self.aliases = aliasTable
        // Library entries, and the aliases of the ones present, are what a new name is compared with.
        var candidates = ordered.filter { $0.origin != .custom }.flatMap { exercise in
            ([exercise.name] + exercise.otherNames).map {
                let loose = keyed($0).loose
                return Candidate(exercise: exercise, words: Self.words(looseKey: loose), looseKey: loose)
            }
        }
        for (alias, target) in sortedAliases {
            guard let exercise = byKey[keyed(target).key] else { continue }
            let loose = keyed(alias).loose
            candidates.append(Candidate(exercise: exercise, words: Self.words(looseKey: loose), looseKey: loose))
        }
        self.candidates = candidates
    }

    private static func rank(_ origin: ExerciseOrigin) -> Int {
        switch origin {
        case .content: 0
        case .imported: 1
        case .custom: 2
        }
    }

    /// Whether an entry has this id.
    public func hasID(_ id: String) -> Bool { byID[id] != nil }

    /// The entry `name` means, or nil when it is none of the library's.
    public func match(_ name: String) -> Exercise? {
        if let exact = byID[name] ?? byKey[ExerciseNameKey.key(for: name)] { return exact }
        let loose = ExerciseNameKey.looseKey(for: name)
        if let target = aliases[loose], let known = byKey[ExerciseNameKey.key(for: target)] { return known }
        return byLooseKey[loose]
    }

    /// Up to `limit` library names closest to `name`, best first: names sharing most of their words, or
    /// within a few typing mistakes.
    public func closestNames(to name: String, limit: Int = 3) -> [String] {
        let loose = ExerciseNameKey.looseKey(for: name)
        let words = Self.words(looseKey: loose)
        var best: [String: Double] = [:]
        for candidate in candidates {
            var score = Self.similarity(words, candidate.words)
            let distance = Self.editDistance(loose, candidate.looseKey, limit: 3)
            if distance <= 3 { score = max(score, 1 - Double(distance) / 5) }
            if score >= 0.4, score > best[candidate.exercise.name] ?? 0 { best[candidate.exercise.name] = score }
        }
        return best.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(limit).map(\.key)
    }

    /// The muscle group of the library entry whose name shares most words with `name` (at least half of
    /// them, equipment words aside); nil when none is that close.
    public func muscleGroup(near name: String) -> MuscleGroup? {
        let words = Self.words(name)
        guard !words.isEmpty else { return nil }
        var best: (score: Double, group: MuscleGroup)?
        for candidate in candidates {
            guard let group = candidate.exercise.muscleGroup else { continue }
            let score = Self.similarity(words, candidate.words)
            if score >= 0.5, score > (best?.score ?? 0) { best = (score, group) }
        }
        return best?.group
    }

    /// The words of a name, without punctuation, without the words that only name equipment and without
    /// the small words that join others.
    private static func words(_ name: String) -> Set<String> {
        words(looseKey: ExerciseNameKey.looseKey(for: name))
    }

    /// The words of a name already keyed (``ExerciseNameKey/looseKey(for:)``) that say what it is.
    private static func words(looseKey: String) -> Set<String> {
        Set(looseKey.split(separator: " ").map(String.init).filter {
            EquipmentHint.words[$0] == nil && !joiningWords.contains($0)
        })
    }

    private static let joiningWords: Set<String> = ["com", "de", "do", "da", "no", "na", "em", "e", "with", "the", "on", "and", "a", "o"]

    /// Shared words over all words (Jaccard), a word of four letters or more also shared when one typing
    /// mistake away from a word of the other name.
    private static func similarity(_ lhs: Set<String>, _ rhs: Set<String>) -> Double {
        guard !lhs.isEmpty, !rhs.isEmpty else { return 0 }
        var shared = 0
        for word in lhs {
            if rhs.contains(word) || (word.count >= 4 && rhs.contains { nearlyEqual(word, $0) }) { shared += 1 }
        }
        return min(1, Double(shared) / Double(lhs.count + rhs.count - shared))
    }

    /// One typing mistake apart, for words of four letters or more that start alike (cheap checks first:
    /// this runs for every unknown name against the whole library).
    private static func nearlyEqual(_ lhs: String, _ rhs: String) -> Bool {
        let lhsCount = lhs.utf8.count, rhsCount = rhs.utf8.count
        guard rhsCount >= 4, abs(lhsCount - rhsCount) <= 1, lhs.utf8.first == rhs.utf8.first else { return false }
        return editDistance(lhs, rhs, limit: 1) <= 1
    }

    /// Levenshtein distance, or `limit + 1` as soon as it is known to exceed `limit`.
    private static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs.unicodeScalars), b = Array(rhs.unicodeScalars)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
