import FitTodayHashing
import FitTodaySystem
import Foundation

/// Everything a build depends on that can be told before the data is opened: the command line, the settings file,
/// the code, the folders of the library, the templates and the images, each by its files' stamps. With the data's
/// revision it decides the whole site: when both are the last build's and the site is as that build left it, the
/// build ends there (``SiteBuilder/upToDate(_:revision:)``), before the plan, the library or the images are read.
///
/// Stamps are taken before what they stand for is read: a file changed in between makes the key older than what
/// the site shows, and the next build goes the long way, never the other way round. A file changed in the last
/// two seconds may change again within its time stamp's grain: such a key is not kept (``settled``).
public struct SiteStartKey: Sendable {
    private var digest = SHA256()
    /// False when a stamped file changed a moment ago, or a stamp could not be taken for sure.
    public private(set) var settled = true
    /// True when the images are fetched or revalidated while building (the cache is online): the key then holds
    /// only while every image is there and fresh.
    public var imagesExpire = false
    private let now: Int

    public init(now: Date = Date()) {
        self.now = Int(now.timeIntervalSince1970)
    }

    /// A value by its name: each is length-prefixed, so no two lists of values digest alike.
    public mutating func add(_ name: String, _ value: String) {
        for text in [name, value] {
            digest.update(Array(String(text.utf8.count).utf8) + [UInt8(ascii: ":")])
            digest.update(text.utf8)
        }
    }

    /// A file by its size, times and inode ("none" when there is none).
    public mutating func addFile(_ name: String, path: String) {
        add(name, stamp(path)?.stamp ?? "none")
    }

    /// Every file and folder under `path`, each by its path below it and its stamp; links are followed, to a depth
    /// of ``treeDepth`` (a link to a folder above would otherwise be endless). A folder that is not there is "none".
    public mutating func addTree(_ name: String, path: String) {
        var lines: [String] = []
        if let top = stamp(path), top.isFolder {
            lines.append(".\t" + top.stamp)
            let whole = FileTree.walkFollowingLinks(path, depth: Self.treeDepth) { inner, full in
                guard let found = stamp(full) else { return false }
                lines.append(inner + "\t" + found.stamp)
                return found.isFolder
            }
            if !whole { settled = false }
        }
        add(name, lines.isEmpty ? "none" : lines.joined(separator: "\n"))
    }

    /// How deep ``addTree(_:path:)`` goes.
    public static let treeDepth = 8

    /// The key of the data at `revision` with these inputs.
    public func key(revision: String) -> String {
        var digest = digest
        digest.update(Array("revision:".utf8) + Array(revision.utf8))
        return SHA256.hex(digest.finalize())
    }

    /// The key of these inputs alone, without the data: when it is the last build's, so are the library's images
    /// (their files, by the stamps in it), which the build then need not look up again (``SiteInputs/carriedImages``).
    public var inputsKey: String {
        var digest = digest
        digest.update(Array("inputs".utf8))
        return SHA256.hex(digest.finalize())
    }

    /// One `stat` (links followed): the file's stamp (``fileStatus(_:)``) and whether it is a folder.
    private mutating func stamp(_ path: String) -> (stamp: String, isFolder: Bool)? {
        guard let found = fileStatus(path) else { return nil }
        if !FileClock(seconds: now).isSettled(seconds: Int64(found.changedAt), nanoseconds: 0) { settled = false }
        return (found.stamp, found.isFolder)
    }
}
