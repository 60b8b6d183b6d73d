import FitTodayHashing
import FitTodaySystem
import Foundation

/// The cache folder on disk:
///
///     <directory>/entries/<sha256 of URL>        image bytes
///     <directory>/entries/<sha256 of URL>.json   ImageEntryMetadata sidecar
///     <directory>/tmp/                           files being written (renamed into entries/ when complete)
///     <directory>/stats.json                     cumulative statistics (PersistedImageCacheStatistics)
///     <directory>/stats.lock                     lock for merging statistics across processes
///     <directory>/index                          every entry's metadata in one file (IndexSnapshot)
///
/// Every file under a final name is complete: it is written under `tmp/` and renamed (atomic within
/// one file system). The image is renamed before its sidecar, so a crash in between leaves an image
/// without sidecar, which the next scan deletes.
struct DiskStore: Sendable {
    let root: URL
    let entriesDirectory: URL
    let temporaryDirectory: URL
    /// `claims/<key>.claim`: the locks of processes downloading an entry (``DownloadClaim``), kept apart from
    /// `tmp/`, whose files are all partial downloads.
    let claimsDirectory: URL
    let statisticsFile: URL
    let statisticsLockFile: URL
    let indexFile: URL

    /// Temporary files older than this are leftovers of a crashed process and are deleted at startup.
    static let staleTemporaryAge: TimeInterval = 15 * 60

    init(root: URL) {
        self.root = root
        entriesDirectory = root.appendingPathComponent("entries", isDirectory: true)
        temporaryDirectory = root.appendingPathComponent("tmp", isDirectory: true)
        claimsDirectory = root.appendingPathComponent("claims", isDirectory: true)
        statisticsFile = root.appendingPathComponent("stats.json")
        statisticsLockFile = root.appendingPathComponent("stats.lock")
        indexFile = root.appendingPathComponent("index")
    }

    /// The cache key of a URL: SHA-256 of its text without fragment.
    static func key(for url: URL) -> String {
        SHA256.hexDigest(of: canonicalString(for: url))
    }

    static func canonicalString(for url: URL) -> String {
        guard url.fragment != nil, var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return url.absoluteString
        }
        components.fragment = nil
        return components.string ?? url.absoluteString
    }

    static func isKey(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    func imageURL(_ key: String) -> URL { entriesDirectory.appendingPathComponent(key) }
    func metadataURL(_ key: String) -> URL { entriesDirectory.appendingPathComponent(key + ".json") }

    /// True when the cache's folders (and its statistics, if any) can be written.
    var isWritable: Bool {
        let statisticsWritable = access(statisticsFile.path, F_OK) != 0 || access(statisticsFile.path, W_OK) == 0
        return access(entriesDirectory.path, W_OK) == 0 && access(temporaryDirectory.path, W_OK) == 0 && statisticsWritable
    }

    func prepare() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: entriesDirectory, withIntermediateDirectories: true)
        try manager.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
        try manager.createDirectory(at: claimsDirectory, withIntermediateDirectories: true)
    }

    // MARK: Reading

    /// The bytes of `key` when the file has the expected size, starts with the magic bytes of a raster image
    /// and hashes to the stored SHA-256; `nil` otherwise. The hash is checked on every read: a byte flipped on
    /// disk would otherwise be served, and copied into sites, for as long as the entry lives.
    func readImage(key: String, expected: ImageEntryMetadata) -> Data? {
        guard let data = try? Data(contentsOf: imageURL(key)), data.count == expected.byteCount,
              ImageFormat.detect(data)?.isRaster == true, SHA256.hexDigest(data) == expected.contentSHA256
        else { return nil }
        return data
    }

    /// The entry of `key` as its files are now, when another process may have written it since this one read the
    /// folder: its sidecar (of this format, for this key) and its image, checked as ``readImage(key:expected:)``
    /// checks it; nil when there is none, or it is incomplete or damaged.
    func readEntry(key: String) -> (metadata: ImageEntryMetadata, data: Data)? {
        guard let bytes = try? Data(contentsOf: metadataURL(key)),
              let metadata = try? ImageEntryMetadata.decoder().decode(ImageEntryMetadata.self, from: bytes),
              metadata.formatVersion == ImageEntryMetadata.currentFormatVersion, SHA256.hexDigest(of: metadata.url) == key,
              let data = readImage(key: key, expected: metadata) else { return nil }
        return (metadata, data)
    }

    /// Size of the image file of `key`, or `nil` when it does not exist.
    func imageFileSize(_ key: String) -> Int? {
        Self.fileSize(atPath: imageURL(key).path)
    }

    // MARK: Writing

    /// Writes `data` to a new file under `tmp/` and returns its URL.
    func writeTemporary(_ data: Data, suffix: String) throws -> URL {
        let url = temporaryDirectory.appendingPathComponent("\(UUID().uuidString).\(suffix)")
        do {
            try AtomicFile.writeNew(data, at: url.path, durable: false)
        } catch {
            _ = unlink(url.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: error])
        }
        return url
    }

    /// Moves completed temporary files to their final names: the image first, then its sidecar.
    func install(key: String, image: URL, metadata: URL) throws {
        try Self.rename(image, to: imageURL(key))
        try Self.rename(metadata, to: metadataURL(key))
    }

    /// Atomically replaces the sidecar of `key`.
    func writeMetadata(_ metadata: ImageEntryMetadata, key: String) throws {
        try Self.writeAtomically(try ImageEntryMetadata.encoder().encode(metadata), to: metadataURL(key), temporaryFolder: temporaryDirectory)
    }

    /// Deletes the image and sidecar of `key` (missing files are fine).
    func remove(key: String) {
        _ = unlink(imageURL(key).path)
        _ = unlink(metadataURL(key).path)
    }

    func removeTemporary(_ urls: URL...) {
        for url in urls { _ = unlink(url.path) }
    }

    /// Deletes every entry, temporary file and the statistics (the folder itself stays).
    func removeAll() throws {
        let manager = FileManager.default
        for directory in [entriesDirectory, temporaryDirectory] where manager.fileExists(atPath: directory.path) {
            try manager.removeItem(at: directory)
        }
        for file in [statisticsFile, indexFile] where manager.fileExists(atPath: file.path) {
            try manager.removeItem(at: file)
        }
        try prepare()
    }

    // MARK: Startup scan

    struct ScanResult {
        /// Valid entries, least recently accessed first.
        var entries: [(key: String, metadata: ImageEntryMetadata)] = []
        /// Entries dropped because a file was missing, unreadable or inconsistent.
        var corrupt = 0
    }

    /// Reads every sidecar, dropping inconsistent entries (unreadable or foreign sidecar, URL that
    /// does not hash to the name, image missing or of the wrong size) and orphan images, and deletes
    /// temporary files left by a crash.
    func scan(now: Date) -> ScanResult {
        let manager = FileManager.default
        var result = ScanResult()
        let names = (try? manager.contentsOfDirectory(atPath: entriesDirectory.path)) ?? []
        let nameSet = Set(names)
        let decoder = ImageEntryMetadata.decoder()
        for name in names {
            if name.hasSuffix(".json") {
                let key = String(name.dropLast(5))
                guard Self.isKey(key) else { continue }
                guard let data = try? Data(contentsOf: metadataURL(key)),
                      let metadata = try? decoder.decode(ImageEntryMetadata.self, from: data),
                      metadata.formatVersion == ImageEntryMetadata.currentFormatVersion,
                      SHA256.hexDigest(of: metadata.url) == key,
                      imageFileSize(key) == metadata.byteCount
                else {
                    remove(key: key)
                    result.corrupt += 1
                    continue
                }
                result.entries.append((key, metadata))
            } else if Self.isKey(name), !nameSet.contains(name + ".json") {
                // An image whose sidecar was never written (crash between the two renames).
                _ = unlink(imageURL(name).path)
            }
        }
        result.entries.sort { $0.metadata.lastAccess < $1.metadata.lastAccess }
        removeStaleTemporaries(now: now)
        return result
    }

    // MARK: Index snapshot

    /// The entries folder as it is now (see ``IndexSnapshot``).
    func entriesStamp() -> FolderStamp? {
        FolderStamp(path: entriesDirectory.path)
    }

    /// The snapshot in `index`, trusted or not; nil when there is none or it is damaged.
    func readIndexSnapshot() -> IndexSnapshot? {
        guard let data = FileManager.default.contents(atPath: indexFile.path) else { return nil }
        return IndexSnapshot(decoding: Array(data))
    }

    /// Not flushed: a snapshot lost in a crash only means reading the sidecars once more.
    func writeIndexSnapshot(_ snapshot: IndexSnapshot) {
        try? Self.writeAtomically(Data(snapshot.encoded()), to: indexFile, temporaryFolder: temporaryDirectory)
    }

    /// Deletes temporary files left by a crashed process.
    func removeStaleTemporaries(now: Date) {
        let temporaries = (try? FileManager.default.contentsOfDirectory(atPath: temporaryDirectory.path)) ?? []
        for name in temporaries {
            let path = temporaryDirectory.appendingPathComponent(name).path
            if let modified = Self.modificationDate(atPath: path), now.timeIntervalSince(modified) > Self.staleTemporaryAge {
                _ = unlink(path)
            }
        }
    }

    // MARK: POSIX helpers

    /// Replaces `url` in one step through ``AtomicFile`` (a temporary file under `temporaryFolder` when given).
    static func writeAtomically(_ data: Data, to url: URL, temporaryFolder: URL? = nil) throws {
        do {
            try AtomicFile.write(data, to: url.path, replacing: true, durable: false, temporaryFolder: temporaryFolder?.path)
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: error])
        }
    }

    static func rename(_ source: URL, to destination: URL) throws {
        guard FitTodaySystem.rename(source.path, destination.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }

    static func fileSize(atPath path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    static func modificationDate(atPath path: String) -> Date? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.modificationDate] as? Date
    }
}
