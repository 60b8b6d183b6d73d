/// Why an image could not be provided. Network failures are reported with these values,
/// never thrown, and are counted in ``ImageCacheStatistics/failures``.
public enum ImageFailureReason: Sendable, Hashable, CustomStringConvertible {
    /// The URL is not `http` or `https`.
    case unsupportedScheme
    /// The server answered 404 or 410 (never retried).
    case notFound
    /// Any other unusable status: a 4xx (never retried), or a 5xx / 429 still failing after the retries.
    case httpStatus(Int)
    /// No data arrived within ``ImageCacheConfiguration/timeout`` (after the retries).
    case timeout
    /// The connection failed, was refused, or closed before the whole body arrived (after the retries).
    case connection
    /// A 200 response without an `image/*` content type, such as an HTML error page.
    case wrongContentType
    /// The body does not start like a JPEG, PNG, GIF, WebP or SVG file.
    case notAnImage
    /// Larger than ``ImageCacheConfiguration/maxImageBytes`` (or than the whole disk budget).
    case tooLarge
    /// Offline mode and the image is not on disk: the site shows its illustration instead.
    case offlineMissing
    /// The image was valid but could not be written to the cache folder.
    case storage
    /// The request was cancelled.
    case cancelled
    /// Not asked: its host failed again and again in this run (see ``DownImageHost``).
    case hostDown
    /// Not asked: libcurl, which sends the requests, cannot be opened here.
    case networkUnavailable

    /// A stable, machine-friendly name (used as the key in `stats.json`), e.g. `timeout` or `http_503`.
    public var identifier: String {
        switch self {
        case .unsupportedScheme: "unsupported_scheme"
        case .notFound: "not_found"
        case .httpStatus(let code): "http_\(code)"
        case .timeout: "timeout"
        case .connection: "connection"
        case .wrongContentType: "wrong_content_type"
        case .notAnImage: "not_an_image"
        case .tooLarge: "too_large"
        case .offlineMissing: "offline_missing"
        case .storage: "storage"
        case .cancelled: "cancelled"
        case .hostDown: "host_down"
        case .networkUnavailable: "network_unavailable"
        }
    }

    /// The inverse of ``identifier``; `nil` for an unknown name.
    public init?(identifier: String) {
        if identifier.hasPrefix("http_"), let code = Int(identifier.dropFirst(5)) {
            self = .httpStatus(code)
            return
        }
        let simple: [ImageFailureReason] = [
            .unsupportedScheme, .notFound, .timeout, .connection, .wrongContentType,
            .notAnImage, .tooLarge, .offlineMissing, .storage, .cancelled, .hostDown, .networkUnavailable,
        ]
        guard let match = simple.first(where: { $0.identifier == identifier }) else { return nil }
        self = match
    }

    public var description: String {
        switch self {
        case .unsupportedScheme: "only http and https URLs are supported"
        case .notFound: "not found (404)"
        case .httpStatus(let code): "HTTP status \(code)"
        case .timeout: "timed out"
        case .connection: "connection failed"
        case .wrongContentType: "not served as an image"
        case .notAnImage: "not a JPEG, PNG, GIF or WebP image (SVG is refused: it may carry scripts)"
        case .tooLarge: "image too large"
        case .offlineMissing: "not in the cache (offline)"
        case .storage: "could not write to the cache folder"
        case .cancelled: "cancelled"
        case .hostDown: "not asked: its host kept failing in this run"
        case .networkUnavailable: "not asked: libcurl cannot be opened here"
        }
    }
}
