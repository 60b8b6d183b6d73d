/// No images at all: every exercise shows its muscle group placeholder.
public struct NoImageProvider: SiteImageProvider {
    public init() {}
    public func image(forPath path: String) async -> SiteImage? { nil }
}
