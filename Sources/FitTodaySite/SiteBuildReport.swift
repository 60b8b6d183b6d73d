/// What a build did, for the summary line and for tests.
public struct SiteBuildReport: Equatable, Sendable {
    /// Files written because they are new or changed.
    public var written: Int
    /// Files kept as they were (hard-linked from the previous site).
    public var unchanged: Int
    /// HTML pages (each also has a Markdown twin).
    public var pages: Int
    public var images: Int
    /// Images that were not available and show the placeholder.
    public var missingImages: Int
    /// The steps that ran, in order, with their time in seconds.
    public var steps: [(name: String, seconds: Double)]
    public var seconds: Double

    public static func == (lhs: SiteBuildReport, rhs: SiteBuildReport) -> Bool {
        lhs.written == rhs.written && lhs.unchanged == rhs.unchanged && lhs.pages == rhs.pages && lhs.images == rhs.images
            && lhs.missingImages == rhs.missingImages && lhs.steps.map(\.name) == rhs.steps.map(\.name)
    }
}
