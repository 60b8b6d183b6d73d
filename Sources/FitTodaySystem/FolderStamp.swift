import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a folder's own inode says about it: which inode on which device, and when it last changed. The change time
/// moves with every entry added, removed or renamed and no one can set it by hand, and a folder put in another's
/// place has another inode: a folder whose stamp is the same still holds the entries it held. The project's one folder
/// stamp (issue 50): the site's folders (`SiteFolderStamps`) and the image cache's entries folder (`IndexSnapshot`).
public struct FolderStamp: Equatable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    /// The change time, in whole seconds and the nanoseconds past them.
    public var seconds: Int64
    public var nanoseconds: Int64

    /// Of a folder not stamped yet.
    public static let unknown = FolderStamp(device: 0, inode: 0, seconds: 0, nanoseconds: 0)

    public init(device: UInt64, inode: UInt64, seconds: Int64, nanoseconds: Int64) {
        (self.device, self.inode, self.seconds, self.nanoseconds) = (device, inode, seconds, nanoseconds)
    }

    /// Nil unless `info` is a folder's.
    public init?(_ info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        #if canImport(Darwin)
        let changed = info.st_ctimespec
        #else
        let changed = info.st_ctim
        #endif
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), seconds: Int64(changed.tv_sec), nanoseconds: Int64(changed.tv_nsec))
    }

    /// The stamp of the open folder `descriptor`.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of the folder at `path` under the open folder `top` (itself for ""), not following a link.
    public init?(at path: String, under top: Int32) {
        var info = stat()
        guard fstatat(top, path.isEmpty ? "." : path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of the folder at `path`; nil when it cannot be read or is no folder.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
