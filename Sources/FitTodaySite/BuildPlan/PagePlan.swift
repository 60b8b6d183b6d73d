/// The pages of a ``BuildPlan`` by decision, recorded by the rendering tasks in any order and read in a stable one.
final class PagePlan: Sendable {
    private let decisions = Locked([PageDecision: [String]]())

    /// Records the decision for the page at `path`.
    func record(_ decision: PageDecision, _ path: String) {
        decisions.withLock { $0[decision, default: []].append(path) }
    }

    /// The pages with this decision, sorted.
    func paths(_ decision: PageDecision) -> [String] {
        decisions.withLock { $0[decision] ?? [] }.sorted()
    }

    /// How many pages have this decision.
    func count(_ decision: PageDecision) -> Int {
        decisions.withLock { $0[decision]?.count ?? 0 }
    }

    /// One line per decision taken (its count), and, when no more than `limit` pages are rendered or deleted, one
    /// line per such page.
    func summary(listingUpTo limit: Int) -> [String] {
        let taken = PageDecision.allCases.filter { count($0) > 0 }
        var lines = taken.map { "  \(count($0)) page(s) \($0.rawValue)" }
        let listed = taken.filter { $0 != .carry }
        if listed.map(count).reduce(0, +) <= limit {
            for decision in listed {
                lines += paths(decision).map { "    \(decision.rawValue): \($0)" }
            }
        }
        return lines
    }
}
