import Foundation

/// What the cache knows about one stored image. Kept as a JSON sidecar (`<hash>.json`) beside
/// the image file (`<hash>`), where `<hash>` is the SHA-256 of the URL.
public struct ImageEntryMetadata: Codable, Sendable, Equatable {
    /// Version of this layout; bumped if a field changes meaning.
    public var formatVersion: Int
    /// The source URL, as given to the cache (without fragment).
    public var url: String
    /// Canonical media type of the bytes, from their magic bytes (e.g. `image/png`).
    public var contentType: String
    /// Size of the image file in bytes.
    public var byteCount: Int
    /// SHA-256 of the image bytes, lowercase hex: handy for content-hashed asset names.
    public var contentSHA256: String
    /// `ETag` of the response, sent back as `If-None-Match` when revalidating.
    public var etag: String?
    /// `Last-Modified` of the response, sent back as `If-Modified-Since` when revalidating.
    public var lastModified: String?
    /// When the bytes were downloaded or last confirmed by a 304.
    public var fetchedAt: Date
    /// Seconds after ``fetchedAt`` during which the image is used without asking the server.
    public var maxAge: TimeInterval
    /// Last time the image was served (persisted at most on disk hits and by ``ImageCache/synchronize()``).
    public var lastAccess: Date

    public static let currentFormatVersion = 1

    /// When the image becomes stale and must be revalidated.
    public var expiresAt: Date { fetchedAt.addingTimeInterval(maxAge) }

    /// The accepted format of the bytes.
    public var format: ImageFormat? { ImageFormat.allCases.first { $0.mimeType == contentType } }

    public func isFresh(at date: Date) -> Bool { date < expiresAt }

    // Dates use Date's own encoding (seconds since 2001-01-01 as a Double), the only one that
    // round-trips exactly; `.secondsSince1970` can be off by a rounding error.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func decoder() -> JSONDecoder {
        JSONDecoder()
    }
}
