/// Where the build gets exercise images from: a path as stored in the library (`Barbell_Squat/0.jpg`)
/// in, a local file out.
///
/// The image cache implements this (fetching and revalidating as it sees fit); the build only copies the
/// files it is given. Nil means the image is not available, and the page shows the muscle group placeholder.
public protocol SiteImageProvider: Sendable {
    func image(forPath path: String) async -> SiteImage?
}
