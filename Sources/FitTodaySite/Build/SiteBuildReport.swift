/// What a build did, for the summary line and for tests.
public struct SiteBuildReport: Equatable, Sendable {
    /// Files written because they are new or changed.
    public var written: Int
    /// Files kept as they were (hard-linked from the previous site).
    public var unchanged: Int
    /// HTML pages (each also has a Markdown twin).
    public var pages: Int
    /// Pages rendered by this build; the others were carried over because nothing they depend on changed.
    public var rendered: Int
    public var images: Int
    /// Images that were not available and show the placeholder.
    public var missingImages: Int
    /// The steps that ran, in order, with their time in seconds and the process's peak memory when each ended.
    public var steps: [(name: String, seconds: Double, peakMegabytes: Double)]
    public var seconds: Double
    /// Names the built-in templates used that their page models lack (`kind: name`): always empty unless a
    /// template and its model disagree; overridden templates are not checked.
    public var unknownTemplateNames: [String]
    /// True when only sessions had been added to: the build rendered the pages they change and updated the site
    /// in place instead of building a whole new one.
    public var updatedInPlace: Bool
    /// What the build read, planned and rendered from, still allocated (not compared). Freeing it costs a full build
    /// of 10 000 sessions some 30 ms of one core after its last page: a command that exits right after leaves that
    /// to the process's end; anyone else just drops the report.
    public var workingSet: (any Sendable)?

    public init(written: Int, unchanged: Int, pages: Int, rendered: Int = 0, images: Int, missingImages: Int, steps: [(name: String, seconds: Double, peakMegabytes: Double)],
                seconds: Double, unknownTemplateNames: [String] = [], updatedInPlace: Bool = false) {
        self.written = written
        self.unchanged = unchanged
        self.pages = pages
        self.rendered = rendered
        self.images = images
        self.missingImages = missingImages
        self.steps = steps
        self.seconds = seconds
        self.unknownTemplateNames = unknownTemplateNames
        self.updatedInPlace = updatedInPlace
    }

    public static func == (lhs: SiteBuildReport, rhs: SiteBuildReport) -> Bool {
        lhs.written == rhs.written && lhs.unchanged == rhs.unchanged && lhs.pages == rhs.pages && lhs.images == rhs.images
            && lhs.missingImages == rhs.missingImages && lhs.steps.map(\.name) == rhs.steps.map(\.name)
    }
}
