import Foundation

/// Where the disk layer keeps an image, without its bytes (see ``ImageCache/storedImages(for:)``).
public struct StoredImage: Sendable, Equatable {
    /// The URL the image was asked for.
    public var sourceURL: URL
    /// The image file inside the cache folder: copy it rather than linking to it.
    public var fileURL: URL
    /// Canonical media type from the magic bytes when it was stored (e.g. `image/jpeg`).
    public var contentType: String
    public var byteCount: Int
    /// SHA-256 of the bytes when they were stored, lowercase hex: a reader checks the file against it.
    public var contentSHA256: String
    /// When the entry stops being fresh: an online cache then revalidates it before serving it.
    public var expiresAt: Date
}
