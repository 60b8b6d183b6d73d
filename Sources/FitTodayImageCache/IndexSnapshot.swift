import FitTodayHashing
import FitTodaySystem
import Foundation

/// Every entry's metadata in one file (`<directory>/index`), so that a run does not read and decode a sidecar per
/// image at start (1 746 JSON files for the whole library), and the access times a build updates are kept in one
/// write instead of one sidecar each.
///
/// The sidecars stay the record of each entry. The snapshot is trusted only while the entries folder is exactly
/// as it was when the snapshot was taken (``FolderStamp``: any entry added, replaced or removed, by this process or
/// another, changes it), and only when that state was already two seconds old then, so that a change in the same
/// clock tick is never missed. Otherwise the sidecars are read as before, and the snapshot only lends its newer
/// access times. Binary (``ByteWriter``) with a SHA-256 of its body at the end: a damaged file is ignored.
struct IndexSnapshot: Equatable, Sendable {
    // 2: the entries folder by the one FolderStamp (a snapshot of version 1 is read as none: the sidecars are read).
    static let header = Array("fittoday-image-index\t2\n".utf8)

    /// The entries folder's state the snapshot describes; nil when it may not be trusted (only its access times).
    var stamp: FolderStamp?
    /// Least recently accessed first.
    var entries: [(key: String, metadata: ImageEntryMetadata)]

    static func == (lhs: IndexSnapshot, rhs: IndexSnapshot) -> Bool {
        lhs.stamp == rhs.stamp && lhs.entries.map(\.key) == rhs.entries.map(\.key) && lhs.entries.map(\.metadata) == rhs.entries.map(\.metadata)
    }

    func encoded() -> [UInt8] {
        var out = ByteWriter(bytes: Self.header)
        if let stamp {
            out.byte(1)
            for value in [Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode), stamp.seconds, stamp.nanoseconds] {
                out.int(value)
            }
        } else {
            out.byte(0)
        }
        out.int(entries.count)
        for (key, metadata) in entries {
            out.string(key)
            out.int(metadata.formatVersion)
            out.string(metadata.url)
            out.string(metadata.contentType)
            out.int(metadata.byteCount)
            out.string(metadata.contentSHA256)
            out.optional(metadata.etag)
            out.optional(metadata.lastModified)
            out.double(metadata.fetchedAt.timeIntervalSinceReferenceDate)
            out.double(metadata.maxAge)
            out.double(metadata.lastAccess.timeIntervalSinceReferenceDate)
        }
        SHA256.seal(&out.bytes)
        return out.bytes
    }

    init(stamp: FolderStamp?, entries: [(key: String, metadata: ImageEntryMetadata)]) {
        self.stamp = stamp
        self.entries = entries
    }

    /// nil for a file that is not a whole snapshot of this version.
    init?(decoding bytes: [UInt8]) {
        guard let body = SHA256.unsealed(bytes, header: Self.header) else { return nil }
        var input = ByteReader(bytes: body, position: Self.header.count)
        switch input.byte() {
        case 0: stamp = nil
        case 1:
            guard let device = input.int(), let inode = input.int(), let seconds = input.int(), let nanoseconds = input.int() else { return nil }
            stamp = FolderStamp(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), seconds: seconds, nanoseconds: nanoseconds)
        default: return nil
        }
        guard let count = input.count() else { return nil }
        entries = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = input.string(), let version = input.int(), let url = input.string(), let contentType = input.string(),
                  let byteCount = input.int(), let sha = input.string(), let etag = input.optionalString(),
                  let lastModified = input.optionalString(), let fetchedAt = input.double(), let maxAge = input.double(),
                  let lastAccess = input.double() else { return nil }
            entries.append((key, ImageEntryMetadata(
                formatVersion: Int(version), url: url, contentType: contentType, byteCount: Int(byteCount), contentSHA256: sha,
                etag: etag, lastModified: lastModified, fetchedAt: Date(timeIntervalSinceReferenceDate: fetchedAt), maxAge: maxAge,
                lastAccess: Date(timeIntervalSinceReferenceDate: lastAccess)
            )))
        }
        guard input.isAtEnd else { return nil }
    }
}
