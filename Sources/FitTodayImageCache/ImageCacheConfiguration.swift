import Foundation

/// Settings of an ``ImageCache``. Every field has a default. The `[images]` table of
/// `fittoday.toml` maps onto the initializer that takes `cacheDirectory:`, `memoryLimitMB:` and so on.
public struct ImageCacheConfiguration: Sendable, Equatable {
    /// One mebibyte (the unit of the `*_mb` keys of the config file).
    public static let mebibyte = 1 << 20

    /// Folder that holds the cache (created on demand). See ``defaultDirectory(environment:)``.
    public var directory: URL
    /// Budget of the in-memory layer, in bytes of image data (default 50 MiB). `0` disables it.
    public var memoryLimitBytes: Int
    /// Budget of the disk layer, in bytes of image files (default 500 MiB). Enforced on every write;
    /// the small metadata sidecars are not counted.
    public var diskLimitBytes: Int
    /// Most HTTP requests in flight at once, over all callers of one cache (default 5).
    public var concurrency: Int
    /// Seconds a request may wait without receiving data before it fails with ``ImageFailureReason/timeout`` (default 10).
    public var timeout: TimeInterval
    /// Seconds one attempt may take in total, however slowly data trickles in (default 60).
    public var resourceTimeout: TimeInterval
    /// Extra attempts after a timeout, a connection error, a 5xx or a 429 (default 2, so at most 3 requests).
    public var retries: Int
    /// Freshness of an image whose response had no `Cache-Control: max-age` (default 7 days).
    public var defaultMaxAge: TimeInterval
    /// Largest image accepted, in bytes (default 10 MiB). Checked against `Content-Length` and the bytes received.
    public var maxImageBytes: Int
    /// When `true` the cache never touches the network: it serves what the disk holds (even when expired)
    /// and reports ``ImageFailureReason/offlineMissing`` for the rest.
    public var offline: Bool
    /// Longest wait honoured from a `Retry-After` header, in seconds (default 30).
    public var retryAfterCap: TimeInterval
    /// First backoff delay in seconds; retry *n* waits about `backoffBase · 2ⁿ⁻¹`, with jitter (default 0.5).
    public var backoffBase: TimeInterval
    /// Upper bound of one backoff delay, in seconds (default 8).
    public var backoffMax: TimeInterval
    /// `User-Agent` header sent with every request.
    public var userAgent: String

    public init(
        directory: URL = ImageCacheConfiguration.defaultDirectory(),
        memoryLimitBytes: Int = 50 * mebibyte,
        diskLimitBytes: Int = 500 * mebibyte,
        concurrency: Int = 5,
        timeout: TimeInterval = 10,
        resourceTimeout: TimeInterval = 60,
        retries: Int = 2,
        defaultMaxAge: TimeInterval = 7 * 24 * 60 * 60,
        maxImageBytes: Int = 10 * mebibyte,
        offline: Bool = false,
        retryAfterCap: TimeInterval = 30,
        backoffBase: TimeInterval = 0.5,
        backoffMax: TimeInterval = 8,
        userAgent: String = "FitToday-ImageCache/1.0"
    ) {
        self.directory = directory
        self.memoryLimitBytes = memoryLimitBytes
        self.diskLimitBytes = diskLimitBytes
        self.concurrency = concurrency
        self.timeout = timeout
        self.resourceTimeout = resourceTimeout
        self.retries = retries
        self.defaultMaxAge = defaultMaxAge
        self.maxImageBytes = maxImageBytes
        self.offline = offline
        self.retryAfterCap = retryAfterCap
        self.backoffBase = backoffBase
        self.backoffMax = backoffMax
        self.userAgent = userAgent
    }

    /// Builds a configuration from the optional keys of the `[images]` table of `fittoday.toml`
    /// (`cache_dir`, `memory_limit_mb`, `disk_limit_mb`, `concurrency`, `timeout_seconds`, `retries`,
    /// `max_age_days`, `max_image_mb`); a missing key keeps its default. `cache_dir` may start with `~/`.
    public init(
        cacheDirectory: String? = nil,
        memoryLimitMB: Int? = nil,
        diskLimitMB: Int? = nil,
        concurrency: Int? = nil,
        timeoutSeconds: Double? = nil,
        retries: Int? = nil,
        maxAgeDays: Double? = nil,
        maxImageMB: Int? = nil,
        offline: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let directory: URL
        if let cacheDirectory, !cacheDirectory.isEmpty {
            directory = Self.expandingTilde(cacheDirectory, environment: environment)
        } else {
            directory = Self.defaultDirectory(environment: environment)
        }
        self.init(directory: directory, offline: offline)
        if let memoryLimitMB { memoryLimitBytes = memoryLimitMB * Self.mebibyte }
        if let diskLimitMB { diskLimitBytes = diskLimitMB * Self.mebibyte }
        if let concurrency { self.concurrency = concurrency }
        if let timeoutSeconds { timeout = timeoutSeconds }
        if let retries { self.retries = retries }
        if let maxAgeDays { defaultMaxAge = maxAgeDays * 24 * 60 * 60 }
        if let maxImageMB { maxImageBytes = maxImageMB * Self.mebibyte }
    }

    /// `$XDG_CACHE_HOME/fittoday/images` when that variable holds an absolute path,
    /// else `$HOME/.cache/fittoday/images`.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent("fittoday", isDirectory: true)
                .appendingPathComponent("images", isDirectory: true)
        }
        return homeDirectory(environment: environment)
            .appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent("fittoday", isDirectory: true)
            .appendingPathComponent("images", isDirectory: true)
    }

    /// The same configuration with out-of-range values brought back into range
    /// (at least one request at a time, no negative limits, delays or retries).
    var normalized: ImageCacheConfiguration {
        var copy = self
        copy.memoryLimitBytes = max(0, memoryLimitBytes)
        copy.diskLimitBytes = max(0, diskLimitBytes)
        copy.concurrency = max(1, concurrency)
        copy.timeout = timeout > 0 ? timeout : 10
        copy.resourceTimeout = max(copy.timeout, resourceTimeout)
        copy.retries = max(0, retries)
        copy.defaultMaxAge = max(0, defaultMaxAge)
        copy.maxImageBytes = max(1, maxImageBytes)
        copy.retryAfterCap = max(0, retryAfterCap)
        copy.backoffBase = max(0, backoffBase)
        copy.backoffMax = max(copy.backoffBase, backoffMax)
        return copy
    }

    private static func homeDirectory(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    private static func expandingTilde(_ path: String, environment: [String: String]) -> URL {
        if path == "~" { return homeDirectory(environment: environment) }
        if path.hasPrefix("~/") {
            return homeDirectory(environment: environment)
                .appendingPathComponent(String(path.dropFirst(2)), isDirectory: true)
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
