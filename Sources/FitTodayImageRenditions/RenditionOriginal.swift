import Foundation

/// An image to make renditions of: its file and, when its provider knows it (the image cache does), the SHA-256 of
/// its bytes, so that renditions already made are found without opening the file.
public struct RenditionOriginal: Equatable, Sendable {
    public var fileURL: URL
    /// Lowercase hex; nil: the file is read and hashed.
    public var contentSHA256: String?

    public init(fileURL: URL, contentSHA256: String? = nil) {
        self.fileURL = fileURL
        self.contentSHA256 = contentSHA256
    }
}
