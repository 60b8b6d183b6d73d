import FitTodayHTTP
import FitTodayHashing
import FitTodaySystem
import Foundation
import Logging

/// The memory layer, and the disk layer with the network behind it: what a lookup does once it missed memory (run
/// off the actor; state changes hop back).
extension ImageCache {
    func memoryHit(key: String, url: URL, now: Date) -> CachedImage? {
        guard let data = memory.data(for: key) else { return nil }
        guard let metadata = index[key], metadata.isFresh(at: now) else { return nil }
        guard store.imageFileSize(key) == metadata.byteCount else {
            // The file was deleted or replaced behind our back: let the disk path sort it out.
            memory.remove(key)
            return nil
        }
        memory.touch(key)
        index.touch(key, at: now)
        dirtyAccess.insert(key)
        stats.memoryHits += 1
        return cachedImage(url: url, key: key, metadata: metadata, data: data, origin: .memory)
    }

    // MARK: - Disk layer and network (run off the actor; state changes hop back)

    nonisolated func load(url: URL, key: String) async -> ImageResult {
        let urlString = DiskStore.canonicalString(for: url)
        if let metadata = await indexedMetadata(key: key) {
            if metadata.url == urlString, let data = store.readImage(key: key, expected: metadata) {
                let now = Date()
                if metadata.isFresh(at: now) {
                    return await serveFromDisk(url: url, key: key, metadata: metadata, data: data, origin: .disk)
                }
                if configuration.offline {
                    return await serveFromDisk(url: url, key: key, metadata: metadata, data: data, origin: .stale)
                }
                return await revalidate(url: url, key: key, metadata: metadata, data: data)
            }
            await dropCorrupt(key: key)
        }
        // Another process sharing the folder may have stored it since this one read the folder: looked for on disk,
        // and, when missing, downloaded by one process at a time (``DownloadClaim``).
        if let found = store.readEntry(key: key), found.metadata.url == urlString {
            return await adopt(url: url, key: key, metadata: found.metadata, data: found.data)
        }
        await recordMiss()
        if configuration.offline {
            return await recordFailure(.offlineMissing, url: url)
        }
        let claim = isMemoryOnly ? nil : await DownloadClaim.acquire(key: key, in: store.claimsDirectory)
        defer { claim?.release() }
        if claim != nil, let found = store.readEntry(key: key), found.metadata.url == urlString {
            return await adopt(url: url, key: key, metadata: found.metadata, data: found.data)
        }
        switch await fetch(url: url, validators: nil) {
        case .image(let download):
            return await storeDownload(download, url: url, key: key)
        case .notModified:
            return await recordFailure(.httpStatus(304), url: url)
        case .failure(let reason):
            return await recordFailure(reason, url: url)
        }
    }

    /// An entry another process stored, taken into this one's index as a disk hit.
    func adopt(url: URL, key: String, metadata: ImageEntryMetadata, data: Data) -> ImageResult {
        index.upsert(metadata, for: key)
        return serveFromDisk(url: url, key: key, metadata: metadata, data: data, origin: .disk)
    }

    nonisolated func revalidate(url: URL, key: String, metadata: ImageEntryMetadata, data: Data) async -> ImageResult {
        switch await fetch(url: url, validators: metadata) {
        case .notModified(let head):
            return await confirmNotModified(url: url, key: key, metadata: metadata, data: data, head: head)
        case .image(let download):
            await recordRefresh()
            return await storeDownload(download, url: url, key: key)
        case .failure(let reason):
            logger.notice("revalidation failed, serving the stale copy", metadata: [
                "url": "\(url.absoluteString)", "reason": "\(reason.identifier)",
            ])
            await recordRevalidationFailure()
            return await serveFromDisk(url: url, key: key, metadata: metadata, data: data, origin: .stale)
        }
    }

    /// Writes a validated download under `tmp/`, then lets the actor evict, rename and index it.
    nonisolated func storeDownload(_ download: DownloadedImage, url: URL, key: String) async -> ImageResult {
        let now = Date()
        let head = download.head
        let metadata = ImageEntryMetadata(
            formatVersion: ImageEntryMetadata.currentFormatVersion,
            url: DiskStore.canonicalString(for: url),
            contentType: download.format.mimeType,
            byteCount: download.data.count,
            contentSHA256: SHA256.hexDigest(download.data),
            etag: head.header("ETag"),
            lastModified: head.header("Last-Modified"),
            fetchedAt: now,
            maxAge: HTTPHeaderParsing.maxAge(cacheControl: head.header("Cache-Control")) ?? configuration.defaultMaxAge,
            lastAccess: now
        )
        let imageFile: URL
        let metadataFile: URL
        do {
            imageFile = try store.writeTemporary(download.data, suffix: "part")
            do {
                metadataFile = try store.writeTemporary(try ImageEntryMetadata.encoder().encode(metadata), suffix: "json")
            } catch {
                store.removeTemporary(imageFile)
                throw error
            }
        } catch {
            logger.error("could not write to the image cache", metadata: ["error": "\(error)"])
            return await recordFailure(.storage, url: url)
        }
        return await commit(url: url, key: key, metadata: metadata, data: download.data,
                            imageFile: imageFile, metadataFile: metadataFile)
    }
}
