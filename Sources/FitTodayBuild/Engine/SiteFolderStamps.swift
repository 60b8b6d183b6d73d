import FitTodaySystem
import Foundation

/// Every folder of a site as the last build left it: its identity and change time, and the digest of the files
/// directly in it (``SiteFileDigest``). A rebuild then tells that the site is all there from one `stat` per folder
/// (about 1 500 at 10 000 sessions) instead of reading every folder's entries (23 000, 20 000 of them in
/// `history/sessions`), which was most of a rebuild with nothing to do.
///
/// Adding, removing or renaming an entry of a folder moves the folder's change time, which no one can set by
/// hand, and a folder put in another's place has another inode: a folder whose stamp is the same still holds what
/// it held. A stamp taken within the file system clock's current tick of the folder's last change proves nothing (a
/// change later in the same tick leaves it the same, the case Git calls racy): such a folder is not *settled* and is
/// read again next time. Kept in the build's state (``SiteState``).
public struct SiteFolderStamps: Sendable, Equatable {
    /// A folder's device, inode and change time: the one ``FolderStamp``.
    public typealias Stamp = FolderStamp

    public struct Folder: Equatable, Sendable {
        /// Relative to the site ("" for the top, `history/sessions`).
        public var path: String
        public var stamp: Stamp
        /// The stamp was taken after the clock's tick of the folder's last change: the same stamp later means the
        /// same entries.
        public var settled: Bool
        /// The regular files directly in it.
        public var files: SiteFileDigest.Accumulator
        /// Entries neither folders nor regular files.
        public var foreign: Int
    }

    /// Sorted by path: parents before children.
    public private(set) var folders: [Folder]

    /// `folders` sorted by path.
    public init(folders: [Folder]) {
        self.folders = folders
    }

    /// ``SiteFileDigest`` of every file the folders hold.
    public var digest: String { total.text }

    private var total: SiteFileDigest.Accumulator {
        var total = SiteFileDigest.Accumulator()
        for folder in folders { total.combine(folder.files) }
        return total
    }

    /// What ``scan(at:kept:)`` found: the walk's digest, the folders as they stand, and how it knew (for `--verbose`).
    public typealias Found = (scan: SiteFileDigest.Scan, folders: SiteFolderStamps?, how: String)

    /// What the site in `output` holds: from `kept`, the stamps the build's state keeps for it, while they still
    /// hold, else from a walk of every folder, which stamps them afresh (nil stamps when the walk could not read a
    /// folder). `how` says which, for the log.
    public static func scan(at output: URL, kept: SiteFolderStamps?) -> Found {
        let root = output.path
        if let kept, let verified = kept.verified(at: root) {
            let read = kept.folders.filter { !$0.settled }.map { $0.path.isEmpty ? "/" : $0.path }
            return (verified.scan, verified.stamps,
                    "checked by its \(kept.folders.count) folders' stamps, \(read.count) read again (\(read.prefix(5).joined(separator: ", ")))")
        }
        let walk = SiteFileDigest.walk(at: root, recording: true)
        return (walk.scan, walk.folders.map(SiteFolderStamps.init(folders:)),
                kept == nil ? "walked: no folder stamps of this site" : "walked: a folder changed since its stamp")
    }

    /// The site at `root` checked against these stamps: what a walk of it would tell, and the stamps as they stand
    /// now (the folders not settled are read again). Nil when a settled folder's stamp changed or a folder's
    /// subfolders are not the ones kept: the caller walks the whole site.
    public func verified(at root: String) -> (scan: SiteFileDigest.Scan, stamps: SiteFolderStamps)? {
        let top = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return nil }
        defer { close(top) }
        let clock = FileClock.now()
        var now = self, total = SiteFileDigest.Accumulator(), foreign = 0
        var subfolders: [String: Set<String>]?
        for index in folders.indices {
            let folder = folders[index]
            if folder.settled {
                guard Stamp(at: folder.path, under: top) == folder.stamp else { return nil }
            } else {
                let descriptor = folder.path.isEmpty ? dup(top) : openat(top, folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { return nil }
                // Taken before the entries are read: a change while reading moves it, and the next build reads again.
                guard let stamp = Stamp(descriptor: descriptor),
                      let contents = SiteFileDigest.readFolder(descriptor, prefix: SiteFileDigest.prefix(ofFolder: folder.path),
                                                                isTop: folder.path.isEmpty) else {
                    close(descriptor)
                    return nil
                }
                close(contents.descriptor)
                if subfolders == nil { subfolders = subfolderNames() }
                guard Set(contents.subfolders.map(\.name)) == subfolders?[folder.path] ?? [] else { return nil }
                now.folders[index] = Folder(path: folder.path, stamp: stamp, settled: clock.isSettled(stamp), files: contents.files,
                                            foreign: contents.foreign)
            }
            total.combine(now.folders[index].files)
            foreign += now.folders[index].foreign
        }
        return (SiteFileDigest.Scan(digest: total.text, files: total.count, foreignEntries: foreign), now)
    }

    /// The stamps of the site at `root` a build has just made with these files (site paths); nil when one of
    /// their folders is not there.
    public static func taking(at root: String, files: some Sequence<String>) -> SiteFolderStamps? {
        // Grouped by the hash of the folder's part of the path, from the same pass that hashes the path: 23 000
        // paths are not split into strings.
        var byFolder: [SiteFileDigest.Hash: (path: String, files: SiteFileDigest.Accumulator)] = [:]
        byFolder[.initial] = ("", SiteFileDigest.Accumulator())
        for path in files {
            let (file, folder, slash) = SiteFileDigest.Hash.splitting(path)
            if byFolder[folder] == nil {
                let name = slash.map { String(path.utf8.prefix($0))! } ?? ""
                byFolder[folder] = (name, SiteFileDigest.Accumulator())
            }
            byFolder[folder]!.files.add(file)
        }
        var folders: [String: SiteFileDigest.Accumulator] = [:]
        for (path, files) in byFolder.values { folders[path] = files }
        // Folders that hold only folders.
        for var folder in Array(folders.keys) {
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                guard folders[folder] == nil else { break }
                folders[folder] = SiteFileDigest.Accumulator()
            }
        }
        let list = folders.map { Folder(path: $0.key, stamp: .unknown, settled: false,
                                        files: $0.value, foreign: 0) }
        return SiteFolderStamps(folders: list.sorted { $0.path < $1.path }).restamping(at: root) { _ in true }
    }

    /// These stamps after an update in place added and removed these files and renamed `written` over theirs (site
    /// paths), and removed the folders it emptied; nil when a folder it changed is not where it should be.
    public func updated(at root: String, adding added: [String], removing removed: [String], writing written: [String]) -> SiteFolderStamps? {
        var list = folders
        var index = [Substring: Int]()
        for (position, folder) in list.enumerated() { index[Substring(folder.path)] = position }
        var changed = Set<Substring>()
        // The folders of the files, and their parents (a folder made or removed changes its parent).
        func touch(_ path: Substring) {
            var folder = path
            while changed.insert(folder).inserted {
                if index[folder] == nil {
                    index[folder] = list.count
                    list.append(Folder(path: String(folder), stamp: .unknown, settled: false,
                                       files: SiteFileDigest.Accumulator(), foreign: 0))
                }
                guard !folder.isEmpty else { return }
                folder = folder.lastIndex(of: "/").map { folder[..<$0] } ?? ""
            }
        }
        for path in added + removed + written { touch(Self.folder(of: path)) }
        for path in added { list[index[Self.folder(of: path)]!].files.add(SiteFileDigest.Hash(path: path)) }
        for path in removed { list[index[Self.folder(of: path)]!].files.remove(SiteFileDigest.Hash(path: path)) }
        let paths = Set(changed.map(String.init))
        if list.count > folders.count { list.sort { $0.path < $1.path } }
        return SiteFolderStamps(folders: list).restamping(at: root) { paths.contains($0.path) }
    }

    /// These stamps with the folders `changed` says stamped again; a folder that is gone is left out when nothing
    /// of the site was in it. Nil when a folder cannot be stamped.
    private func restamping(at root: String, _ changed: (Folder) -> Bool) -> SiteFolderStamps? {
        let top = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return nil }
        defer { close(top) }
        let clock = FileClock.now()
        var kept: [Folder] = []
        kept.reserveCapacity(folders.count)
        var gone: [String] = []
        for var folder in folders {
            guard changed(folder) else {
                kept.append(folder)
                continue
            }
            guard let stamp = Stamp(at: folder.path, under: top) else {
                guard errno == ENOENT, folder.files.count == 0, folder.foreign == 0, !folder.path.isEmpty else { return nil }
                gone.append(folder.path + "/")
                continue
            }
            (folder.stamp, folder.settled) = (stamp, clock.isSettled(stamp))
            kept.append(folder)
        }
        // A folder under one that is gone went with it.
        if !gone.isEmpty, kept.contains(where: { folder in gone.contains { folder.path.hasPrefix($0) } }) { return nil }
        return SiteFolderStamps(folders: kept)
    }

    /// These stamps with the folders that are not settled stamped again once the clock has passed them; nil when
    /// every folder was settled. A build stamps the folders it changed a moment after changing them: without this,
    /// the next build (and every rebuild with nothing to do until one saves stamps) reads each of them again,
    /// `history/sessions` with its 20 000 entries among them. The wait is what is left of the file system clock's
    /// tick, a few milliseconds at most; a folder whose stamp moved meanwhile was changed by someone else and stays
    /// unsettled.
    public func settled(at root: String) -> SiteFolderStamps? {
        // A stamp in whole seconds comes from a file system whose clock a few milliseconds do not pass.
        let waiting = folders.indices.filter {
            !folders[$0].settled && folders[$0].stamp != .unknown && folders[$0].stamp.nanoseconds != 0
        }
        guard let latest = waiting.map({ folders[$0].stamp }).max(by: { ($0.seconds, $0.nanoseconds) < ($1.seconds, $1.nanoseconds) }) else {
            return nil
        }
        let top = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return nil }
        defer { close(top) }
        var restamped = folders
        var clock = FileClock.now()
        // Bounded: a folder stamped in the future (a clock set back) is left for the next build to read.
        for _ in 0..<20 {
            if clock.isSettled(latest) { break }
            usleep(1_000)
            clock = FileClock.now()
        }
        for index in waiting {
            guard let stamp = Stamp(at: restamped[index].path, under: top) else { return nil }
            if stamp == restamped[index].stamp { restamped[index].settled = clock.isSettled(stamp) }
            else { (restamped[index].stamp, restamped[index].settled) = (stamp, false) }
        }
        return SiteFolderStamps(folders: restamped)
    }

    /// Each kept folder's subfolder names.
    private func subfolderNames() -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for folder in folders where !folder.path.isEmpty {
            let name = folder.path.lastIndex(of: "/").map { folder.path[folder.path.index(after: $0)...] } ?? folder.path[...]
            names[String(Self.folder(of: folder.path)), default: []].insert(String(name))
        }
        return names
    }

    private static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }
}
