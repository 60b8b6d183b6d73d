/// The pages of a ``BuildPlan``, each with its ``PageDecision``: made by the ``PagePlanner`` before anything is
/// rendered, then read by the rendering steps (which render exactly the pages it lists) and by `--verbose`.
public final class PagePlan: Sendable {
    /// Each page's decision, and its fingerprint when the planner knows it (a carried page's, or one compared).
    private let pages = Locked([String: (decision: PageDecision, fingerprint: String?)]())

    /// Records the decision for the page at `path`.
    public func record(_ decision: PageDecision, _ path: String, fingerprint: String? = nil) {
        pages.withLock { $0[path] = (decision, fingerprint) }
    }

    /// The decision for the page at `path`; nil for a page the plan does not list.
    public func decision(_ path: String) -> PageDecision? {
        pages.withLock { $0[path]?.decision }
    }

    /// Whether the page at `path` is to be rendered.
    public func renders(_ path: String) -> Bool {
        decision(path)?.renders ?? false
    }

    /// The page's fingerprint, when the planner worked it out.
    public func fingerprint(_ path: String) -> String? {
        pages.withLock { $0[path]?.fingerprint }
    }

    /// The pages with this decision, sorted.
    public func paths(_ decision: PageDecision) -> [String] {
        pages.withLock { pages in pages.compactMap { $0.value.decision == decision ? $0.key : nil } }.sorted()
    }

    /// How many pages have this decision.
    public func count(_ decision: PageDecision) -> Int {
        pages.withLock { pages in pages.values.reduce(0) { $0 + ($1.decision == decision ? 1 : 0) } }
    }

    /// One line per decision taken (its count), and, when no more than `limit` pages are rendered or deleted, one
    /// line per such page.
    public func summary(listingUpTo limit: Int) -> [String] {
        let counts = pages.withLock { pages in pages.values.reduce(into: [PageDecision: Int]()) { $0[$1.decision, default: 0] += 1 } }
        let taken = PageDecision.allCases.filter { counts[$0, default: 0] > 0 }
        var lines = taken.map { "  \(counts[$0]!) page(s) \($0.rawValue)" }
        let listed = taken.filter { $0 != .carry }
        if listed.map({ counts[$0]! }).reduce(0, +) <= limit {
            for decision in listed {
                lines += paths(decision).map { "    \(decision.rawValue): \($0)" }
            }
        }
        return lines
    }
}
