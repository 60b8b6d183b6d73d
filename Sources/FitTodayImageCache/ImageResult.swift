import Foundation

/// The outcome of ``ImageCache/image(for:)``: a usable image on disk, or why there is none.
public enum ImageResult: Sendable, Equatable {
    case success(CachedImage)
    case failure(ImageFailureReason)

    /// The image, when there is one.
    public var image: CachedImage? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The failure reason, when there is no image.
    public var failure: ImageFailureReason? {
        if case .failure(let reason) = self { return reason }
        return nil
    }
}

/// Where the bytes of a successful ``ImageResult`` came from.
public enum ImageOrigin: String, Sendable, Codable, CaseIterable {
    /// The in-memory layer.
    case memory
    /// The disk layer, still fresh.
    case disk
    /// The disk layer, after the server confirmed it with a 304.
    case revalidated
    /// The disk layer, expired, because revalidation failed or the cache is offline.
    case stale
    /// Downloaded now (first time, after a corrupt file, or because the image changed).
    case network
}

/// A valid image held by the cache.
public struct CachedImage: Sendable, Equatable {
    /// The URL the image was asked for.
    public var sourceURL: URL
    /// The image file inside the cache folder. Valid until the entry is evicted or cleared:
    /// copy it (or ``data``) rather than linking to it.
    public var fileURL: URL
    /// Canonical media type from the magic bytes (e.g. `image/jpeg`).
    public var contentType: String
    /// Size in bytes.
    public var byteCount: Int
    /// SHA-256 of the bytes, lowercase hex.
    public var contentSHA256: String
    /// The bytes themselves (already read and validated).
    public var data: Data
    /// Which layer served it.
    public var origin: ImageOrigin
    /// When the entry stops being fresh: an online cache then revalidates it before serving it.
    public var expiresAt: Date

    /// The accepted format of the bytes.
    public var format: ImageFormat? { ImageFormat.allCases.first { $0.mimeType == contentType } }
}
