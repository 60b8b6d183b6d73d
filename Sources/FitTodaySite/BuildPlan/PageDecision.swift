import FitTodayDomain

/// What the plan does with one page, and why.
enum PageDecision: String, Sendable, CaseIterable {
    /// Rendered: the last build kept no fingerprint for it.
    case renderNew = "rendered: new"
    /// Rendered: its model, templates, words, assets or the binary changed.
    case renderChanged = "rendered: inputs changed"
    /// Rendered: the same fingerprint, but its files are no longer in the output.
    case renderMissing = "rendered: files missing"
    /// Carried over: the same fingerprint and its files are there.
    case carry = "carried over: unchanged"
    /// Deleted: no longer part of the site (a plan no longer listed, a program no longer given).
    case delete = "deleted: no longer part of the site"

    /// The decision for a page whose fingerprint is `fingerprint`, when the last build rendered it from `previous`;
    /// `filesThere` tells, for a page whose fingerprint did not change, whether its files are still in the output
    /// (asked only then).
    static func of(fingerprint: String, previous: String?, filesThere: () throws(FitTodayError) -> Bool) throws(FitTodayError) -> PageDecision {
        guard let previous else { return .renderNew }
        guard previous == fingerprint else { return .renderChanged }
        return try filesThere() ? .carry : .renderMissing
    }
}
