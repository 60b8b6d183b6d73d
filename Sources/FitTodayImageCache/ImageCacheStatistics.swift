import Foundation

/// Counters of an ``ImageCache``. Each call of ``ImageCache/image(for:)`` adds one to ``requests``
/// and to exactly one of ``memoryHits``, ``diskHits``, ``misses`` or ``coalesced``.
public struct ImageCacheStatistics: Sendable, Equatable, Codable {
    /// Calls of ``ImageCache/image(for:)`` (prefetch included).
    public var requests = 0
    /// Served from the in-memory layer.
    public var memoryHits = 0
    /// Served from disk without downloading a body: fresh, confirmed by a 304, or stale.
    public var diskHits = 0
    /// Not usable from the cache: a body was downloaded, or the call failed.
    public var misses = 0
    /// Joined a load of the same URL already in progress (and got its result).
    public var coalesced = 0
    /// Image bodies downloaded and stored.
    public var downloads = 0
    /// Bytes of the stored downloads.
    public var bytesDownloaded = 0
    /// HTTP requests made, retries and revalidations included; not one cancelled before any of it was sent.
    public var networkRequests = 0
    /// Requests that were retries of a failed attempt.
    public var retries = 0
    /// Revalidations answered 304 Not Modified (no body downloaded).
    public var revalidationsNotModified = 0
    /// Revalidations answered with a new body.
    public var revalidationsRefreshed = 0
    /// Revalidations that failed, so the stale copy was served.
    public var revalidationsFailed = 0
    /// Expired images served as they were (revalidation failed, or offline).
    public var staleServed = 0
    /// Files or sidecars found corrupt (wrong size, not an image, unreadable) and dropped.
    public var corruptEntries = 0
    /// Images evicted from disk to stay within the disk budget.
    public var evictions = 0
    /// Calls that returned a failure, by reason.
    public var failures: [ImageFailureReason: Int] = [:]

    public init() {}

    /// Memory and disk hits.
    public var hits: Int { memoryHits + diskHits }
    /// Calls that returned a failure.
    public var failureCount: Int { failures.values.reduce(0, +) }
    /// Revalidations of any outcome.
    public var revalidations: Int { revalidationsNotModified + revalidationsRefreshed + revalidationsFailed }
    /// `hits / (hits + misses)`, or 0 before any lookup; coalesced calls are left out.
    public var hitRate: Double {
        let lookups = hits + misses
        return lookups == 0 ? 0 : Double(hits) / Double(lookups)
    }

    /// Field-by-field sum.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs.combined(with: rhs, sign: 1) }
    /// Field-by-field difference (used to save only what a run added).
    public static func - (lhs: Self, rhs: Self) -> Self { lhs.combined(with: rhs, sign: -1) }

    private func combined(with other: Self, sign: Int) -> Self {
        var result = Self()
        result.requests = requests + sign * other.requests
        result.memoryHits = memoryHits + sign * other.memoryHits
        result.diskHits = diskHits + sign * other.diskHits
        result.misses = misses + sign * other.misses
        result.coalesced = coalesced + sign * other.coalesced
        result.downloads = downloads + sign * other.downloads
        result.bytesDownloaded = bytesDownloaded + sign * other.bytesDownloaded
        result.networkRequests = networkRequests + sign * other.networkRequests
        result.retries = retries + sign * other.retries
        result.revalidationsNotModified = revalidationsNotModified + sign * other.revalidationsNotModified
        result.revalidationsRefreshed = revalidationsRefreshed + sign * other.revalidationsRefreshed
        result.revalidationsFailed = revalidationsFailed + sign * other.revalidationsFailed
        result.staleServed = staleServed + sign * other.staleServed
        result.corruptEntries = corruptEntries + sign * other.corruptEntries
        result.evictions = evictions + sign * other.evictions
        result.failures = failures
        for (reason, count) in other.failures {
            result.failures[reason, default: 0] += sign * count
        }
        result.failures = result.failures.filter { $0.value != 0 }
        return result
    }

    // MARK: Codable (failures keyed by ImageFailureReason.identifier)

    private enum CodingKeys: String, CodingKey {
        case requests, memoryHits, diskHits, misses, coalesced, downloads, bytesDownloaded
        case networkRequests, retries, revalidationsNotModified, revalidationsRefreshed
        case revalidationsFailed, staleServed, corruptEntries, evictions, failures
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func int(_ key: CodingKeys) throws -> Int { try container.decodeIfPresent(Int.self, forKey: key) ?? 0 }
        requests = try int(.requests)
        memoryHits = try int(.memoryHits)
        diskHits = try int(.diskHits)
        misses = try int(.misses)
        coalesced = try int(.coalesced)
        downloads = try int(.downloads)
        bytesDownloaded = try int(.bytesDownloaded)
        networkRequests = try int(.networkRequests)
        retries = try int(.retries)
        revalidationsNotModified = try int(.revalidationsNotModified)
        revalidationsRefreshed = try int(.revalidationsRefreshed)
        revalidationsFailed = try int(.revalidationsFailed)
        staleServed = try int(.staleServed)
        corruptEntries = try int(.corruptEntries)
        evictions = try int(.evictions)
        let named = try container.decodeIfPresent([String: Int].self, forKey: .failures) ?? [:]
        for (name, count) in named {
            if let reason = ImageFailureReason(identifier: name) { failures[reason, default: 0] += count }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(requests, forKey: .requests)
        try container.encode(memoryHits, forKey: .memoryHits)
        try container.encode(diskHits, forKey: .diskHits)
        try container.encode(misses, forKey: .misses)
        try container.encode(coalesced, forKey: .coalesced)
        try container.encode(downloads, forKey: .downloads)
        try container.encode(bytesDownloaded, forKey: .bytesDownloaded)
        try container.encode(networkRequests, forKey: .networkRequests)
        try container.encode(retries, forKey: .retries)
        try container.encode(revalidationsNotModified, forKey: .revalidationsNotModified)
        try container.encode(revalidationsRefreshed, forKey: .revalidationsRefreshed)
        try container.encode(revalidationsFailed, forKey: .revalidationsFailed)
        try container.encode(staleServed, forKey: .staleServed)
        try container.encode(corruptEntries, forKey: .corruptEntries)
        try container.encode(evictions, forKey: .evictions)
        let named = Dictionary(uniqueKeysWithValues: failures.map { ($0.key.identifier, $0.value) })
        try container.encode(named, forKey: .failures)
    }
}

/// The cumulative statistics kept in `stats.json`, for `fittoday images stats`.
public struct PersistedImageCacheStatistics: Sendable, Equatable, Codable {
    /// Sum over every saved run.
    public var totals = ImageCacheStatistics()
    /// What the most recently saved run added.
    public var lastRun = ImageCacheStatistics()
    /// Number of saves merged in.
    public var runs = 0
    /// When the last save happened.
    public var updatedAt: Date?

    public init() {}
}

/// What the disk layer holds.
public struct ImageCacheDiskUsage: Sendable, Equatable {
    /// Stored images.
    public var entryCount: Int
    /// Their bytes (the sidecars are not counted).
    public var byteCount: Int
    /// How many of them are past their max-age.
    public var staleCount: Int

    public init(entryCount: Int, byteCount: Int, staleCount: Int) {
        self.entryCount = entryCount
        self.byteCount = byteCount
        self.staleCount = staleCount
    }
}
