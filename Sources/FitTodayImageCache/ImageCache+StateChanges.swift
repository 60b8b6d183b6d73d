import FitTodayHTTP
import FitTodayHashing
import FitTodaySystem
import Foundation
import Logging

/// What a lookup changes, on the actor: the index, the memory layer and the run's statistics.
extension ImageCache {
    func indexedMetadata(key: String) -> ImageEntryMetadata? {
        index[key]
    }

    func serveFromDisk(url: URL, key: String, metadata: ImageEntryMetadata, data: Data, origin: ImageOrigin) -> ImageResult {
        stats.diskHits += 1
        if origin == .stale { stats.staleServed += 1 }
        let now = Date()
        if index[key] != nil {
            index.touch(key, at: now)
            memory.insert(data, for: key)
            if let current = index[key] {
                try? store.writeMetadata(current, key: key)  // a disk hit persists its access time
                dirtyAccess.remove(key)
            }
        }
        return .success(cachedImage(url: url, key: key, metadata: metadata, data: data, origin: origin))
    }

    func confirmNotModified(url: URL, key: String, metadata: ImageEntryMetadata, data: Data, head: HTTPResponseHead) -> ImageResult {
        let now = Date()
        var updated = metadata
        updated.fetchedAt = now
        updated.lastAccess = now
        // A 304 updates only the headers it carries.
        if let maxAge = HTTPHeaderParsing.maxAge(cacheControl: head.header("Cache-Control")) { updated.maxAge = maxAge }
        if let etag = head.header("ETag") { updated.etag = etag }
        if let lastModified = head.header("Last-Modified") { updated.lastModified = lastModified }
        do {
            try store.writeMetadata(updated, key: key)
        } catch {
            logger.warning("could not update image metadata", metadata: ["error": "\(error)"])
        }
        if index[key] != nil {
            index.upsert(updated, for: key)
            memory.insert(data, for: key)
            dirtyAccess.remove(key)
        }
        stats.diskHits += 1
        stats.revalidationsNotModified += 1
        return .success(cachedImage(url: url, key: key, metadata: updated, data: data, origin: .revalidated))
    }

    /// Makes room (evicting least recently used entries), then renames the temporary files into place.
    func commit(url: URL, key: String, metadata: ImageEntryMetadata, data: Data, imageFile: URL, metadataFile: URL) -> ImageResult {
        guard metadata.byteCount <= configuration.diskLimitBytes else {
            store.removeTemporary(imageFile, metadataFile)
            return recordFailure(.tooLarge, url: url)
        }
        index.remove(key)  // an older version is replaced, its bytes no longer count
        for victim in index.evict(toFit: metadata.byteCount, limit: configuration.diskLimitBytes) {
            store.remove(key: victim)
            memory.remove(victim)
            dirtyAccess.remove(victim)
            stats.evictions += 1
        }
        do {
            try store.install(key: key, image: imageFile, metadata: metadataFile)
        } catch {
            store.removeTemporary(imageFile, metadataFile)
            store.remove(key: key)
            memory.remove(key)
            logger.error("could not store an image", metadata: ["error": "\(error)"])
            return recordFailure(.storage, url: url)
        }
        index.upsert(metadata, for: key)
        memory.insert(data, for: key)
        dirtyAccess.remove(key)
        stats.downloads += 1
        stats.bytesDownloaded += data.count
        return .success(cachedImage(url: url, key: key, metadata: metadata, data: data, origin: .network))
    }

    func dropCorrupt(key: String) {
        logger.notice("dropping a corrupt cache entry", metadata: ["key": "\(key)"])
        store.remove(key: key)
        index.remove(key)
        memory.remove(key)
        dirtyAccess.remove(key)
        stats.corruptEntries += 1
    }

    func recordMiss() {
        stats.misses += 1
    }

    func recordRefresh() {
        stats.misses += 1
        stats.revalidationsRefreshed += 1
    }

    func recordRevalidationFailure() {
        stats.revalidationsFailed += 1
    }

    func recordNetworkRequest(isRetry: Bool) {
        stats.networkRequests += 1
        if isRetry { stats.retries += 1 }
    }

    func recordFailure(_ reason: ImageFailureReason, url: URL) -> ImageResult {
        stats.failures[reason, default: 0] += 1
        // Offline misses are expected and summarised by the caller; anything else deserves a warning.
        logger.log(level: reason == .offlineMissing ? .debug : .warning, "image unavailable", metadata: [
            "url": "\(url.absoluteString)", "reason": "\(reason.identifier)",
        ])
        return .failure(reason)
    }

    nonisolated func cachedImage(url: URL, key: String, metadata: ImageEntryMetadata, data: Data, origin: ImageOrigin) -> CachedImage {
        CachedImage(
            sourceURL: url,
            fileURL: store.imageURL(key),
            contentType: metadata.contentType,
            byteCount: metadata.byteCount,
            contentSHA256: metadata.contentSHA256,
            data: data,
            origin: origin,
            expiresAt: metadata.expiresAt
        )
    }
}
