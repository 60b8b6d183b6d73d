import Foundation

/// An image ready to be copied into the site: a local file and its media type.
public struct SiteImage: Equatable, Sendable {
    public var fileURL: URL
    /// For example `image/jpeg`.
    public var contentType: String

    public init(fileURL: URL, contentType: String) {
        self.fileURL = fileURL
        self.contentType = contentType
    }
}
