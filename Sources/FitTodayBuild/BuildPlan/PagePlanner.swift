/// Decides every page of a build before any is rendered, from the last build's page fingerprints (``SiteState``)
/// and the files the current site holds: rendered (new, files missing, inputs changed), carried over, or deleted,
/// each recorded in the ``PagePlan`` with its reason. The one place a page's decision is made; the rendering steps
/// only list the site's pages and, when the decision needs it, their fingerprints.
public final class PagePlanner: Sendable {
    public let plan: PagePlan
    private let publisher: any SitePublisher
    /// The last build's page fingerprints, read the first time a page asks.
    private let previous: Locked<RenderManifest?>
    private let readPrevious: @Sendable () -> RenderManifest

    /// `previous` reads what the last build left (a whole build reads every page's fingerprint at once; an update in
    /// place hands the state it reads one page at a time).
    public init(plan: PagePlan, publisher: any SitePublisher, previous: @escaping @Sendable () -> RenderManifest) {
        self.plan = plan
        self.publisher = publisher
        self.previous = Locked(nil)
        readPrevious = previous
    }

    /// The last build's fingerprint of the page at `path`.
    public func previousFingerprint(_ path: String) -> String? {
        previousPages[path]
    }

    /// Whether deciding the page at `path` needs its fingerprint: only when the last build rendered it and its files
    /// are still there. A step asks before it reads what a fingerprint is made from.
    public func needsFingerprint(_ path: String) -> Bool {
        previousFingerprint(path) != nil && filesThere(path)
    }

    /// Decides the page at `path` (its HTML and its Markdown twin) and records the decision; `fingerprint` is asked
    /// only when ``needsFingerprint(_:)`` says so.
    @discardableResult
    public func decide(_ path: String, fingerprint: () -> String) -> PageDecision {
        let previous = previousFingerprint(path)
        var known: String?
        let decision = PageDecision.of(previous: previous, filesThere: previous != nil && filesThere(path)) {
            let computed = fingerprint()
            known = computed
            return computed
        }
        plan.record(decision, path, fingerprint: decision == .carry ? previous : known)
        return decision
    }

    /// Records the page at `path` as no longer part of the site.
    public func delete(_ path: String) {
        plan.record(.delete, path)
    }

    /// Deletes the last build's pages under these prefixes that this plan does not list (a plan no longer listed, a
    /// program no longer given, a deleted session's page).
    public func deleteLeftOut(under prefixes: [String]) {
        let previous = previousPages
        for prefix in prefixes {
            for path in previous.pagePaths(withPrefix: prefix, where: { plan.decision($0) == nil }) { delete(path) }
        }
    }

    private var previousPages: RenderManifest {
        // Read under the lock: the rendering tasks that ask first wait for one read instead of each making theirs.
        previous.withLock { pages in
            if pages == nil { pages = readPrevious() }
            return pages!
        }
    }

    private func filesThere(_ path: String) -> Bool {
        publisher.has(path) && publisher.has(MarkdownTwin.path(of: path))
    }
}
