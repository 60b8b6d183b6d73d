import FitTodayDomain
import FitTodaySystem
import Foundation

/// A folder of content-addressed files kept once for many sites (a team's images, `OUT/images/`): a publisher given
/// one (``SiteStaging/shared``) puts each file under ``prefix`` into the site it stages as a hard link to the copy
/// here, making that copy the first time. Such files are named by their content, so one name is one set of bytes; a
/// link (rather than pages pointing outside the site) keeps each site whole on its own, offline app included. Builds
/// running at once may both make a copy: the second finds the first's and links to it.
public struct SharedFiles: Sendable {
    /// Where the copies are kept.
    public let folder: URL
    /// The site paths that are shared (`images/`), kept under ``folder`` without it.
    public let prefix: String

    public init(folder: URL, prefix: String) {
        self.folder = folder.standardizedFileURL
        self.prefix = prefix
    }

    /// Whether the site path `path` is one of the shared files.
    public func covers(_ path: String) -> Bool { path.hasPrefix(prefix) }

    /// Where the copy of the site path `path` is kept.
    func copyPath(of path: String) -> String { folder.path + "/" + path.dropFirst(prefix.count) }

    /// Whether the file at `existing` is the copy kept here of `path`, not a file of its own.
    public func isCopy(_ existing: String, of path: String) -> Bool {
        var mine = stat(), theirs = stat()
        return stat(existing, &mine) == 0 && stat(copyPath(of: path), &theirs) == 0 && mine.st_ino == theirs.st_ino && mine.st_dev == theirs.st_dev
    }

    /// Makes `destination` a hard link to the copy of `path` holding `bytes`, making the copy when it is the first.
    /// False when it cannot be linked (another file system, a full disk): the caller writes the bytes instead.
    public func link(_ bytes: [UInt8], of path: String, at destination: String) -> Bool {
        let copy = copyPath(of: path)
        if Foundation.link(copy, destination) == 0 { return true }
        // The first site to publish it: the bytes go to a file of their own, linked in under the copy's name (a
        // build beside this one that got there first keeps its copy, and this one links to it).
        try? FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let temporary = copy + ".\(UUID().uuidString).new"
        guard (try? AtomicFile.writeNew(bytes, at: temporary, durable: false)) != nil else { return false }
        defer { unlink(temporary) }
        _ = Foundation.link(temporary, copy)
        return Foundation.link(copy, destination) == 0
    }
}
