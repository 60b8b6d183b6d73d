import FitTodayHashing
import FitTodaySystem
import Foundation

/// The renditions already made, kept beside the image cache (`<cache_dir>/renditions/`), so that each is made once:
/// a build with no new image reads no image and runs no libvips.
///
/// A rendition's file is named by its key (the original's SHA-256, the place, the density and the settings'
/// fingerprint, hashed) and its size: `<key>.<width>x<height>.<ext>`. The folder is listed once when the store opens,
/// so a lookup reads nothing; files appear atomically, so several builds may share the folder.
public final class RenditionStore: @unchecked Sendable {
    /// Where the files are.
    public let directory: URL
    /// Guards `known`, which tasks making renditions side by side add to.
    private let lock = NSLock()
    private var known: [String: Entry]

    /// A rendition on disk.
    public struct Entry: Equatable, Sendable {
        public var fileURL: URL
        public var width: Int
        public var height: Int
    }

    /// Lists what `directory` holds; it is made when the first rendition is stored, so a build that makes none
    /// leaves nothing behind.
    public init(directory: URL) {
        self.directory = directory
        var found: [String: Entry] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            guard let (key, width, height) = Self.parse(name) else { continue }
            found[key] = Entry(fileURL: directory.appendingPathComponent(name), width: width, height: height)
        }
        known = found
    }

    /// The key of the rendition of the original whose bytes hash to `originalSHA256`.
    public static func key(originalSHA256: String, place: ImagePlace, density: Int, settings: RenditionSettings) -> String {
        SHA256.hexDigest(Array("\(originalSHA256)|\(place.rawValue)|\(density)x|\(settings.fingerprint)".utf8))
    }

    /// The rendition stored under `key`, if it is still there.
    public func entry(_ key: String) -> Entry? {
        lock.withLock { known[key] }
    }

    /// Keeps `rendition` under `key`; its file.
    public func store(_ rendition: Rendition, key: String, format: RenditionFormat) throws -> Entry {
        let name = RenditionFileName(hash: key, width: rendition.width, height: rendition.height, fileExtension: format.fileExtension).text
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Not flushed one by one: a rendition lost to a crash is made again by the next build.
        try AtomicFile.write(rendition.bytes, to: url.path, replacing: true, durable: false)
        let entry = Entry(fileURL: url, width: rendition.width, height: rendition.height)
        lock.withLock { known[key] = entry }
        return entry
    }

    /// `<64 hex>.<w>x<h>.<ext>` into its parts.
    static func parse(_ name: String) -> (key: String, width: Int, height: Int)? {
        guard let parsed = RenditionFileName(name), parsed.hash.count == 64 else { return nil }
        return (parsed.hash, parsed.width, parsed.height)
    }
}
