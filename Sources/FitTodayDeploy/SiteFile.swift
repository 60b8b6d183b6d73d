import Foundation

/// One file of the site to publish, with what its object will carry.
public struct SiteFile: Equatable, Sendable {
    /// Relative to the site's folder, `/` between folders.
    public let path: String
    public let size: Int
    /// Lowercase hex MD5 of the bytes: an object's ETag when it was put in one part.
    public let md5: String
    public let kind: SiteFileKind
    public let contentType: String
    public let cacheControl: String
}
