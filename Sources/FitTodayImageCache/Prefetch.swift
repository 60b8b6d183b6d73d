import Foundation

/// Sent to the progress callback of ``ImageCache/prefetch(_:progress:)`` after each URL finishes.
public struct PrefetchProgress: Sendable {
    /// URLs finished so far, this one included.
    public var completed: Int
    /// Distinct URLs in the prefetch.
    public var total: Int
    /// The URL that just finished.
    public var url: URL
    /// Its outcome.
    public var result: ImageResult

    /// `completed / total`, between 0 and 1.
    public var fractionCompleted: Double { total == 0 ? 1 : Double(completed) / Double(total) }
}

/// Summary of a prefetch. Failures are counted here, never thrown.
public struct PrefetchReport: Sendable, Equatable {
    /// Distinct URLs asked for.
    public var total = 0
    /// Images now usable offline (every success; the sum of the four counts below).
    public var ready = 0
    /// Already cached and fresh (memory or disk), no request sent.
    public var alreadyCached = 0
    /// Cached, expired, and confirmed unchanged by a 304.
    public var revalidated = 0
    /// Downloaded during this prefetch.
    public var downloaded = 0
    /// Expired copies kept because revalidation failed (or the cache is offline).
    public var stale = 0
    /// Images that are not available (a placeholder icon will be drawn).
    public var unavailable = 0
    /// The reason for each unavailable image.
    public var failures: [URL: ImageFailureReason] = [:]
    /// Bytes of the images downloaded during this prefetch.
    public var bytesDownloaded = 0
    /// Wall-clock seconds the prefetch took.
    public var duration: TimeInterval = 0

    public init() {}

    /// Unavailable images by reason.
    public var failuresByReason: [ImageFailureReason: Int] {
        failures.values.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    mutating func record(_ url: URL, _ result: ImageResult) {
        switch result {
        case .success(let image):
            ready += 1
            switch image.origin {
            case .memory, .disk: alreadyCached += 1
            case .revalidated: revalidated += 1
            case .stale: stale += 1
            case .network:
                downloaded += 1
                bytesDownloaded += image.byteCount
            }
        case .failure(let reason):
            unavailable += 1
            failures[url] = reason
        }
    }
}
