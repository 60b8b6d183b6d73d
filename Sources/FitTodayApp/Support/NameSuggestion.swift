/// The closest known name to a mistyped one (`plann` → `plan`), by edit distance.
enum NameSuggestion {
    /// Nil when nothing is close enough to be a likely typo.
    static func closest(to name: String, among candidates: [String]) -> String? {
        // A name cut short ("--off" for "--offline") is the likeliest slip: the shortest such name wins.
        if name.count > 2, let completed = candidates.filter({ $0.lowercased().hasPrefix(name.lowercased()) }).min(by: { $0.count < $1.count }) {
            return completed
        }
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // Allow about a third of the letters to differ.
        return best.distance <= max(2, typed.count / 3) ? best.name : nil
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
