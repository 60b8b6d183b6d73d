import FitTodayHTTP
import FitTodayHashing
import FitTodaySystem
import Foundation
import Logging

/// Downloads, keeps and serves exercise images: an in-memory LRU layer over a persistent disk LRU
/// layer, with parallel prefetch, retries, HTTP revalidation and an offline mode.
///
/// - Lookups go memory → disk → network. A disk file is used only if its size matches its metadata
///   and it starts with image magic bytes; otherwise it is dropped and fetched again.
/// - Concurrent lookups of one URL share a single load. At most
///   ``ImageCacheConfiguration/concurrency`` HTTP requests are in flight per cache.
/// - Failures are returned as ``ImageResult/failure(_:)``, never thrown.
/// - Statistics of the current run are in ``statistics()``; ``synchronize()`` merges them into
///   `stats.json`, which ``loadStatistics(directory:)`` reads from any process.
///
/// Several processes may share a folder: every file appears atomically and inconsistent entries
/// are treated as misses. The disk budget is enforced per process (and at startup).
public actor ImageCache {
    /// The configuration in use (out-of-range values already corrected).
    public nonisolated let configuration: ImageCacheConfiguration
    /// How each host has answered in this run; a host that keeps failing is not asked again (see ``HostHealth``).
    var health = HostHealth()

    let logger: Logger
    let store: DiskStore
    /// True when the configured folder could not be written and nothing of this run outlives it.
    public nonisolated let isMemoryOnly: Bool
    /// `nil` in offline mode: no request can be made.
    let transport: (any ImageFetching)?
    let limiter: AsyncSemaphore

    var memory: MemoryLayer
    var index: DiskIndex
    /// Entries whose last access changed in memory but not yet in their sidecar.
    var dirtyAccess: Set<String> = []
    /// The entries folder when this run read it, if it was quiet then (see ``IndexSnapshot``).
    let loadedStamp: FolderStamp?
    /// Whether the index was taken from a snapshot of exactly the folder as it is.
    let loadedFromSnapshot: Bool
    /// ``loadedFromSnapshot``, for tests.
    var isLoadedFromSnapshot: Bool { loadedFromSnapshot }
    /// Whether this cache has sent a request; for tests.
    nonisolated var hasSentRequest: Bool { transport?.hasSentRequest ?? false }

    /// Whether images were not asked for because libcurl, which sends the requests, cannot be opened here (not
    /// installed, or `FITTODAY_LIBCURL` names something else). A run says so once, in words of its own.
    public nonisolated var networkUnavailable: Bool { transport?.networkUnavailable ?? false }
    /// Access times changed since the start, kept in the next snapshot rather than in each sidecar.
    var accessChanged = false
    /// ``DiskIndex/changes`` when this run started: anything added or removed since means a new snapshot.
    let loadedChanges: Int
    var inFlight: [String: Task<ImageResult, Never>] = [:]
    var stats: ImageCacheStatistics
    /// The part of `stats` already merged into `stats.json`.
    var savedStats = ImageCacheStatistics()

    /// Opens (creating if needed) the cache folder and indexes what it holds.
    ///
    /// Inconsistent entries and orphan files are deleted, and least recently used entries are
    /// evicted if the folder is over ``ImageCacheConfiguration/diskLimitBytes``.
    /// A folder that cannot be created or written does not stop the run: the cache then keeps what this run
    /// downloads in a private temporary folder, deleted when the cache goes away (``isMemoryOnly``), with one
    /// warning in the log.
    /// - Throws: if not even that temporary folder can be made.
    public init(
        configuration: ImageCacheConfiguration,
        logger: Logger = Logger(label: "fittoday.images")
    ) throws {
        let normalized = configuration.normalized
        try self.init(configuration: normalized, logger: logger,
                      fetcher: normalized.offline ? nil : HTTPTransport(configuration: normalized, logger: logger))
    }

    /// The cache asking `fetcher` for its images (nil: offline); for tests of what the cache does above it.
    init(configuration: ImageCacheConfiguration, logger: Logger, fetcher: (any ImageFetching)?) throws {
        let configuration = configuration.normalized
        var store = DiskStore(root: configuration.directory)
        var memoryOnly = false
        do {
            try store.prepare()
            guard store.isWritable else { throw CocoaError(.fileWriteNoPermission) }
        } catch {
            logger.warning("the image cache folder cannot be written; this run keeps its images in memory only", metadata: [
                "folder": "\(configuration.directory.path)", "error": "\(error)",
            ])
            store = DiskStore(root: FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-images-\(UUID().uuidString)"))
            try store.prepare()
            memoryOnly = true
        }
        isMemoryOnly = memoryOnly
        let now = Date()
        // One file instead of a sidecar per image, when it describes the entries folder exactly as it is.
        let stamp = store.entriesStamp()
        let snapshot = store.readIndexSnapshot()
        var scan: DiskStore.ScanResult
        if let snapshot, let taken = snapshot.stamp, taken == stamp {
            scan = DiskStore.ScanResult(entries: snapshot.entries)
            store.removeStaleTemporaries(now: now)
            loadedFromSnapshot = true
        } else {
            scan = store.scan(now: now)
            // A snapshot of another state still knows later access times than the sidecars.
            if let snapshot {
                let accessed = Dictionary(snapshot.entries.map { ($0.key, $0.metadata.lastAccess) }, uniquingKeysWith: max)
                for index in scan.entries.indices {
                    if let later = accessed[scan.entries[index].key], later > scan.entries[index].metadata.lastAccess {
                        scan.entries[index].metadata.lastAccess = later
                    }
                }
                scan.entries.sort { $0.metadata.lastAccess < $1.metadata.lastAccess }
            }
            loadedFromSnapshot = false
        }
        loadedStamp = stamp.flatMap { FileClock(now).isSettled($0) ? $0 : nil }
        var index = DiskIndex()
        for entry in scan.entries {
            index.upsert(entry.metadata, for: entry.key)
        }
        let evicted = index.evict(toFit: 0, limit: configuration.diskLimitBytes)
        for key in evicted {
            store.remove(key: key)
        }
        var stats = ImageCacheStatistics()
        stats.corruptEntries = scan.corrupt
        stats.evictions = evicted.count

        self.configuration = configuration
        self.logger = logger
        self.store = store
        self.transport = fetcher
        self.limiter = AsyncSemaphore(capacity: configuration.concurrency)
        self.memory = MemoryLayer(limit: configuration.memoryLimitBytes)
        self.index = index
        self.loadedChanges = index.changes
        self.stats = stats
    }

    deinit {
        transport?.invalidate()
        if isMemoryOnly { try? FileManager.default.removeItem(at: store.root) }
    }

    // MARK: - Public API

    /// The image at `url`, from memory, disk or the network.
    ///
    /// Never throws: network and validation problems come back as ``ImageResult/failure(_:)``.
    /// Cancelling the caller does not cancel a load that other callers may share.
    public func image(for url: URL) async -> ImageResult {
        stats.requests += 1
        guard Self.isSupported(url) else {
            stats.misses += 1
            return recordFailure(.unsupportedScheme, url: url)
        }
        let key = DiskStore.key(for: url)
        if let image = memoryHit(key: key, url: url, now: Date()) {
            return .success(image)
        }
        if let running = inFlight[key] {
            stats.coalesced += 1
            return await running.value
        }
        let task = Task { await self.load(url: url, key: key) }
        inFlight[key] = task
        let result = await task.value
        inFlight[key] = nil
        return result
    }

    /// What ``image(for:)`` gives for each of `urls`, in order, counted the same way.
    ///
    /// Offline, the URLs are looked up one after the other, and a miss (nothing indexed, nothing on its way) is
    /// answered without leaving the actor, which a build asking for every image of the library does for most of
    /// them. Online, up to twice ``ImageCacheConfiguration/concurrency`` lookups run at once (the requests
    /// themselves stay within the limit), so that a build waits for its downloads side by side, not one by one.
    public func images(for urls: [URL]) async -> [ImageResult] {
        guard configuration.offline else {
            return await Concurrently.map(urls, limit: configuration.concurrency * 2) { url in await self.image(for: url) }
                .map { $0 ?? .failure(.cancelled) }
        }
        var results: [ImageResult] = []
        results.reserveCapacity(urls.count)
        for url in urls {
            if Self.isSupported(url) {
                let key = DiskStore.key(for: url)
                if index[key] == nil, inFlight[key] == nil {
                    // The same counts as the full path: a request, a miss, an offline failure.
                    stats.requests += 1
                    stats.misses += 1
                    results.append(recordFailure(.offlineMissing, url: url))
                    continue
                }
            }
            results.append(await image(for: url))
        }
        return results
    }

    /// Hosts marked down in this run, in the order they were: their images were not asked for again, and came
    /// from the cache or not at all. A build says so once; the next run asks them again.
    public func downHosts() -> [DownImageHost] {
        health.down
    }

    /// The folder of a cache in `directory` that holds its entries: every image stored, replaced, revalidated or
    /// evicted renames or deletes a file in it, so its stamp tells whether what the cache holds changed.
    public static func entriesFolder(in directory: URL) -> URL {
        DiskStore(root: directory).entriesDirectory
    }

    /// Where the disk layer keeps each of `urls`, when it holds a copy it may serve (fresh, or any copy offline)
    /// whose file is there at the stored size; nil for any other URL, which ``image(for:)`` then answers.
    ///
    /// Neither reads nor hashes the files: for a caller that only needs where an image is and checks the bytes
    /// when it reads them (a site build copies each file and compares it with ``StoredImage/contentSHA256``),
    /// so that a rebuild with every image cached does not read them all. Counted as disk hits. The access time is
    /// kept to the hour: a build run again and again leaves the sidecars as they are.
    public func storedImages(for urls: [URL]) -> [StoredImage?] {
        let now = Date()
        return urls.map { url in
            guard Self.isSupported(url) else { return nil }
            let key = DiskStore.key(for: url)
            guard let metadata = index[key], metadata.url == DiskStore.canonicalString(for: url),
                  metadata.isFresh(at: now) || configuration.offline,
                  store.imageFileSize(key) == metadata.byteCount else { return nil }
            stats.requests += 1
            stats.diskHits += 1
            if !metadata.isFresh(at: now) { stats.staleServed += 1 }
            if now.timeIntervalSince(metadata.lastAccess) >= Self.accessTimeGranularity {
                index.touch(key, at: now)
                accessChanged = true
            } else {
                // This hour's access is on disk already: the most recently used, with the time its sidecar has.
                index.touch(key, at: metadata.lastAccess)
            }
            return StoredImage(sourceURL: url, fileURL: store.imageURL(key), contentType: metadata.contentType,
                               byteCount: metadata.byteCount, contentSHA256: metadata.contentSHA256, expiresAt: metadata.expiresAt)
        }
    }

    /// How stale a stored access time may be before ``storedImages(for:)`` writes it again.
    static let accessTimeGranularity: TimeInterval = 3600

    /// Makes every image of `urls` available on disk, at most ``ImageCacheConfiguration/concurrency``
    /// requests at a time. Duplicate URLs are fetched once. Failures are counted in the report.
    ///
    /// - Parameter progress: called after each distinct URL finishes (on the cache's executor; keep it short).
    /// If the calling task is cancelled, no new URL is started and the rest are reported as ``ImageFailureReason/cancelled``.
    public func prefetch(
        _ urls: [URL],
        progress: (@Sendable (PrefetchProgress) -> Void)? = nil
    ) async -> PrefetchReport {
        let started = Date()
        var seen = Set<URL>()
        let distinct = urls.filter { seen.insert($0).inserted }
        var report = PrefetchReport()
        report.total = distinct.count
        // A few more lookups than request slots, so disk reads overlap the downloads;
        // the limiter keeps the network at `concurrency`.
        let window = configuration.concurrency * 2
        var completed = 0
        let begun = await Concurrently.forEach(distinct, limit: window, run: { url in await self.image(for: url) }) { index, result in
            completed += 1
            report.record(distinct[index], result)
            progress?(PrefetchProgress(completed: completed, total: distinct.count, url: distinct[index], result: result))
            return .goOn
        }
        for url in distinct[begun...] {
            report.record(url, .failure(.cancelled))
        }
        report.duration = Date().timeIntervalSince(started)
        return report
    }

    /// Counters of this run (since this cache was created or cleared).
    public func statistics() -> ImageCacheStatistics {
        stats
    }

    /// What the disk layer holds, as this cache indexed it.
    public func diskUsage() -> ImageCacheDiskUsage {
        let now = Date()
        let entries = index.entries.values
        return ImageCacheDiskUsage(
            entryCount: entries.count,
            byteCount: index.byteCount,
            staleCount: entries.filter { !$0.isFresh(at: now) }.count
        )
    }

    /// The stored metadata of `url`, if the disk layer holds it.
    public func metadata(for url: URL) -> ImageEntryMetadata? {
        index[DiskStore.key(for: url)]
    }

    /// URLs held on disk, least recently used first (the order in which they would be evicted).
    public func cachedURLsByRecency() -> [String] {
        index.keysFromLeastRecent.compactMap { index[$0]?.url }
    }

    /// Writes pending last-access times to the sidecars and merges what this run added to the
    /// statistics into `stats.json` (under a file lock, atomically). Call once at the end of a run;
    /// calling it again only adds what happened since (and writes nothing if that is nothing).
    public func synchronize() throws {
        for key in dirtyAccess {
            if let metadata = index[key] {
                try? store.writeMetadata(metadata, key: key)
            }
        }
        dirtyAccess.removeAll()
        saveIndexSnapshot()
        let unsaved = stats - savedStats
        guard unsaved != ImageCacheStatistics() else { return }
        try StatisticsStore.merge(unsaved, into: store, now: Date())
        savedStats = stats
    }

    /// Writes the index snapshot when it would tell the next run something new: access times, entries added or
    /// removed, or a folder now known to be quiet. Trusted only when nothing changed the entries folder since
    /// this run read it (neither this process nor another).
    func saveIndexSnapshot() {
        let trusted = loadedStamp != nil && store.entriesStamp() == loadedStamp
        guard accessChanged || index.changes != loadedChanges || (trusted && !loadedFromSnapshot) else { return }
        store.writeIndexSnapshot(IndexSnapshot(stamp: trusted ? loadedStamp : nil, entries: index.entriesFromLeastRecent))
        accessChanged = false
    }

    /// Deletes every cached image, its metadata and `stats.json`, and resets the statistics.
    /// Only the cache's own files are removed, never the folder's other content.
    public func clear() throws {
        try store.removeAll()
        index.removeAll()
        memory.removeAll()
        dirtyAccess.removeAll()
        stats = ImageCacheStatistics()
        savedStats = ImageCacheStatistics()
    }

    /// Drops the in-memory layer (the disk layer is untouched). For benchmarks that measure disk hits.
    public func purgeMemory() {
        memory.removeAll()
    }

    /// The cumulative statistics saved in `directory` by ``synchronize()``; zeros if there are none
    /// or the file is unreadable. Does not need (or open) a cache.
    public static func loadStatistics(directory: URL) -> PersistedImageCacheStatistics {
        StatisticsStore.load(from: DiskStore(root: directory))
    }

    /// What the disk layer in `directory` holds, read without modifying anything.
    public static func diskUsage(directory: URL) -> ImageCacheDiskUsage {
        let store = DiskStore(root: directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: store.entriesDirectory.path)) ?? []
        let decoder = ImageEntryMetadata.decoder()
        let now = Date()
        var usage = ImageCacheDiskUsage(entryCount: 0, byteCount: 0, staleCount: 0)
        for name in names where name.hasSuffix(".json") {
            let key = String(name.dropLast(5))
            guard DiskStore.isKey(key),
                  let data = try? Data(contentsOf: store.metadataURL(key)),
                  let metadata = try? decoder.decode(ImageEntryMetadata.self, from: data),
                  store.imageFileSize(key) == metadata.byteCount
            else { continue }
            usage.entryCount += 1
            usage.byteCount += metadata.byteCount
            if !metadata.isFresh(at: now) { usage.staleCount += 1 }
        }
        return usage
    }

    /// The name under which `url` is stored: the SHA-256 of the URL (without fragment), in hex.
    public static func cacheKey(for url: URL) -> String {
        DiskStore.key(for: url)
    }

    /// Whether the cache accepts `url` (an `http` or `https` URL with a host).
    public static func isSupported(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !(url.host ?? "").isEmpty
    }
}
