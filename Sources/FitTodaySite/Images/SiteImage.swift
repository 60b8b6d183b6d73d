import Foundation

/// An image ready to be copied into the site: a local file and its media type.
public struct SiteImage: Equatable, Sendable {
    public var fileURL: URL
    /// For example `image/jpeg`.
    public var contentType: String
    /// SHA-256 (lowercase hex) the file's bytes must have, when the provider knows it and did not check the file
    /// itself: the build checks the bytes it copies.
    public var contentSHA256: String?
    /// Until when the provider serves this image without asking its source again; nil: for as long as the file is there.
    public var freshUntil: Date?

    public init(fileURL: URL, contentType: String, contentSHA256: String? = nil, freshUntil: Date? = nil) {
        self.fileURL = fileURL
        self.contentType = contentType
        self.contentSHA256 = contentSHA256
        self.freshUntil = freshUntil
    }
}
