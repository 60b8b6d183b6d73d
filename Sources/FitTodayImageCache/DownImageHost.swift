/// An image host on which ``HostHealth/failuresToMarkDown`` images in a row failed all their tries in this run: it
/// is not asked again until the next run; a build names it once, so that a site missing images says why.
public struct DownImageHost: Equatable, Sendable {
    /// The host name, as in the image URLs (`images.example.com`, `127.0.0.1`).
    public var host: String
    /// The failure that marked it down.
    public var lastFailure: ImageFailureReason

    public init(host: String, lastFailure: ImageFailureReason) {
        self.host = host
        self.lastFailure = lastFailure
    }
}

extension DownImageHost {
    /// Images in a row failed after all their tries that mark a host down, for the sentence that says so.
    public static var failuresInARow: Int { HostHealth.failuresToMarkDown }
}
