/// What a publisher did with the new site's files.
struct PublishCounts: Equatable, Sendable {
    /// Files with new or changed bytes.
    var written = 0
    /// Files kept as they were in the current site.
    var unchanged = 0
}
