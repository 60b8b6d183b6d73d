/// What a build does, decided in one place (``BuildPlanner``) from a snapshot of its inputs (``SiteInputs``) and
/// the last build's state (``SiteState``): nothing, the pages a few added sessions change, or every page; then, before
/// anything is rendered, which of those pages are rendered, carried over or deleted, each with its reason (``PagePlan``,
/// decided by the ``PagePlanner``). A full build is the plan that lists every page; the morning update lists a few.
public struct BuildPlan: Sendable {
    public enum Scope: Sendable, Equatable {
        /// The site was made from exactly these inputs and is all there: nothing is rendered or touched.
        case nothing
        /// Only these sessions were added to: the pages they change are rendered and the site is updated in place.
        case sessionsAdded([Int64])
        /// Every page is fingerprinted (those unchanged are carried over) and a whole new site is swapped in.
        case everything
    }

    public let scope: Scope
    /// Why this scope, for `--verbose`.
    public let reason: String
    /// The pages' decisions, made by the ``PagePlanner`` before the rendering steps run.
    public let pages = PagePlan()

    public init(scope: Scope, reason: String) {
        self.scope = scope
        self.reason = reason
    }

    /// The publisher that writes this plan out, chosen once: an update in place renames its few files over their
    /// old versions, any other plan swaps a whole new site in. `previous` is the state's head, which describes the
    /// current site an update starts from.
    public func publisher(_ staging: SiteStaging, previous: RenderManifest) -> any SitePublisher {
        guard case .sessionsAdded = scope else { return WholeSitePublisher(staging: staging) }
        return InPlaceSitePublisher(staging: staging, files: previous.fileCount, digest: previous.filesDigest ?? "")
    }

    /// What `--verbose` prints as soon as the plan's scope is decided (a build killed later has said it).
    public var scopeLine: String {
        let scope = switch scope {
        case .nothing: "nothing to do"
        case let .sessionsAdded(sessions): "update in place after \(sessions.count) added session(s)"
        case .everything: "every page"
        }
        return "Build plan: \(scope) (\(reason))"
    }

    /// What `--verbose` prints once the pages are done: how many pages each decision took, and the pages rendered
    /// and deleted themselves when there are at most `limit` of them (an update in place).
    public func pagesSummary(listingUpTo limit: Int = 40) -> [String] {
        ["Build plan, pages:"] + pages.summary(listingUpTo: limit)
    }
}
