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
    static let header = Array("fittoday-image-index\t1\n".utf8)
    /// How old the entries folder's last change must be for a snapshot of it to be trusted later.
    static let quietSeconds = 2.0

    /// The entries folder's state the snapshot describes; nil when it may not be trusted (only its access times).
    var stamp: FolderStamp?
    /// Least recently accessed first.
    var entries: [(key: String, metadata: ImageEntryMetadata)]

    static func == (lhs: IndexSnapshot, rhs: IndexSnapshot) -> Bool {
        lhs.stamp == rhs.stamp && lhs.entries.map(\.key) == rhs.entries.map(\.key) && lhs.entries.map(\.metadata) == rhs.entries.map(\.metadata)
    }

    /// What a folder's own inode says about it: modified and changed times to the nanosecond, and which inode it is.
    struct FolderStamp: Equatable, Sendable {
        var modified: timespec
        var changed: timespec
        var inode: UInt64
        var device: UInt64

        static func == (lhs: FolderStamp, rhs: FolderStamp) -> Bool {
            lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
                && lhs.inode == rhs.inode && lhs.device == rhs.device
        }

        /// The folder at `path` now; nil when it cannot be read.
        static func of(_ path: String) -> FolderStamp? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return FolderStamp(modified: info.st_mtim, changed: info.st_ctim, inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
        }

        /// Whether the folder's last change is at least `seconds` old at `now`.
        func isQuiet(at now: Date, seconds: Double) -> Bool {
            let latest = max(Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9, Double(changed.tv_sec) + Double(changed.tv_nsec) / 1e9)
            return now.timeIntervalSince1970 - latest >= seconds
        }
    }

    func encoded() -> [UInt8] {
        var out = ByteWriter(bytes: Self.header)
        if let stamp {
            out.byte(1)
            for value in [Int64(stamp.modified.tv_sec), Int64(stamp.modified.tv_nsec), Int64(stamp.changed.tv_sec),
                          Int64(stamp.changed.tv_nsec), Int64(bitPattern: stamp.inode), Int64(bitPattern: stamp.device)] {
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
            guard let modifiedSeconds = input.int(), let modifiedNanoseconds = input.int(), let changedSeconds = input.int(),
                  let changedNanoseconds = input.int(), let inode = input.int(), let device = input.int() else { return nil }
            stamp = FolderStamp(modified: timespec(tv_sec: Int(modifiedSeconds), tv_nsec: Int(modifiedNanoseconds)),
                                changed: timespec(tv_sec: Int(changedSeconds), tv_nsec: Int(changedNanoseconds)),
                                inode: UInt64(bitPattern: inode), device: UInt64(bitPattern: device))
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
