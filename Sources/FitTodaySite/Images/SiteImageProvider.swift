/// Where the build gets exercise images from: a path as stored in the library (`Barbell_Squat/0.jpg`)
/// in, a local file out.
///
/// The image cache implements this (fetching and revalidating as it sees fit); the build only copies the
/// files it is given. Nil means the image is not available, and the page shows the muscle group placeholder.
public protocol SiteImageProvider: Sendable {
    func image(forPath path: String) async -> SiteImage?

    /// Every one of `paths` that is available, by path: what ``image(forPath:)`` gives for each, in one call,
    /// so a provider can answer many paths at once (every build asks for every image of the library).
    func images(forPaths paths: [String]) async -> [String: SiteImage]
}

extension SiteImageProvider {
    public func images(forPaths paths: [String]) async -> [String: SiteImage] {
        var found: [String: SiteImage] = [:]
        for path in paths {
            if let image = await image(forPath: path) { found[path] = image }
        }
        return found
    }
}
