/// The renditions of one image for every place and density, as ``RenditionBatch`` made or found them.
public struct RenditionSet: Equatable, Sendable {
    /// By place, then by density (1 and 2).
    public var entries: [ImagePlace: [Int: RenditionStore.Entry]]

    public init(entries: [ImagePlace: [Int: RenditionStore.Entry]]) {
        self.entries = entries
    }

    /// The rendition of `place` at `density`.
    public func entry(_ place: ImagePlace, density: Int) -> RenditionStore.Entry? {
        entries[place]?[density]
    }
}
