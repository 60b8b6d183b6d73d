import FitTodayDomain

/// What the plan does with one page, and why.
public enum PageDecision: String, Sendable, CaseIterable {
    /// Rendered: the last build kept no fingerprint for it.
    case renderNew = "rendered: new"
    /// Rendered: its model, templates, words, assets or the binary changed.
    case renderChanged = "rendered: inputs changed"
    /// Rendered: its files are no longer in the output.
    case renderMissing = "rendered: files missing"
    /// Carried over: the same fingerprint and its files are there.
    case carry = "carried over: unchanged"
    /// Deleted: no longer part of the site (a plan no longer listed, a program no longer given).
    case delete = "deleted: no longer part of the site"

    /// Whether the page is rendered.
    public var renders: Bool { self == .renderNew || self == .renderChanged || self == .renderMissing }

    /// The decision for a page the last build rendered from `previous` (nil: it did not), whose files are or are not
    /// in the output. `fingerprint` is asked only when it decides: a page that is new or whose files are gone is
    /// rendered whatever its inputs, so a clean build fingerprints nothing before rendering.
    public static func of(previous: String?, filesThere: Bool, fingerprint: () -> String) -> PageDecision {
        guard let previous else { return .renderNew }
        guard filesThere else { return .renderMissing }
        return previous == fingerprint() ? .carry : .renderChanged
    }
}
