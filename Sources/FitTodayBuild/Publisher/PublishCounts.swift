/// What a publisher did with the new site's files.
public struct PublishCounts: Equatable, Sendable {
    /// Files with new or changed bytes.
    public var written = 0
    /// Files kept as they were in the current site.
    public var unchanged = 0
}
