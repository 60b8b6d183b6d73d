import FitTodayDomain
import FitTodaySystem
import Foundation

/// An inbox that is a folder something else fills (`[inbox] folder`): Syncthing, Nextcloud or any sync app bringing
/// a phone's Download folder home. Every `fittoday-log-*.json` at its top is a log; once imported it moves to
/// `imported/`, and a refused one to `rejected/` with `<name>.reason.txt` beside it. A file changed less than
/// ``settleSeconds`` ago is left for the next build: a sync app may still be writing it.
public struct FolderInbox: InboxSource {
    public static let settleSeconds: TimeInterval = 10
    public let folder: String
    /// Now, as the file times are compared with it.
    let now: @Sendable () -> Date

    public init(folder: String, now: @escaping @Sendable () -> Date = { Date() }) {
        self.folder = folder
        self.now = now
    }

    public var place: String { folder.hasSuffix("/") ? folder : folder + "/" }
    public var rejectedPlace: String { place + "rejected/" }

    /// A name the sheet's download or a sync app's copy of it has: `fittoday-log-2026-12-01-<id>.json`,
    /// `… (1).json`, `….sync-conflict-20261201-101010-ABCDEFG.json`.
    static func isLogName(_ name: String) -> Bool {
        name.hasPrefix("fittoday-log-") && name.lowercased().hasSuffix(".json")
    }

    public func waiting(limit: Int) async throws(InboxSourceFailure) -> [InboxItem] {
        guard FileKind.of(folder, following: true) == .directory else {
            throw .unreachable(detail: "not a folder: \(folder)")
        }
        let settled = now().addingTimeInterval(-Self.settleSeconds).timeIntervalSince1970
        var items: [InboxItem] = []
        for name in PlainFile.names(in: folder).sorted() where Self.isLogName(name) {
            var info = stat()
            let path = folder + "/" + name
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let changed = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            guard changed <= settled else { continue }
            items.append(InboxItem(key: name, name: name, size: Int(info.st_size)))
            if items.count == limit { break }
        }
        return items
    }

    public func bytes(of item: InboxItem, maximumBytes: Int) async throws(InboxSourceFailure) -> [UInt8] {
        guard let bytes = PlainFile.contents(of: folder + "/" + item.key, upTo: maximumBytes + 1) else {
            throw .unreachable(detail: "cannot read \(item.key)")
        }
        return bytes
    }

    public func refuse(_ item: InboxItem, bytes: [UInt8], reason: String) async throws(InboxSourceFailure) {
        try move(item, into: "rejected", reason: reason)
    }

    public func remove(_ item: InboxItem) async throws(InboxSourceFailure) {
        try move(item, into: "imported", reason: nil)
    }

    /// Moves the file into `subfolder`, under a name of its own there (a name already taken gets `-2`, `-3`, …:
    /// two copies of one log are both kept), with its reason beside it.
    private func move(_ item: InboxItem, into subfolder: String, reason: String?) throws(InboxSourceFailure) {
        let target = folder + "/" + subfolder
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            throw .unreachable(detail: "cannot make \(target)")
        }
        let base = (item.name as NSString).deletingPathExtension
        let suffix = (item.name as NSString).pathExtension
        var name = item.name
        var number = 1
        while FileKind.of(target + "/" + name) != .absent {
            number += 1
            name = "\(base)-\(number).\(suffix)"
        }
        if let reason {
            do {
                try AtomicFile.write(Array((reason + "\n").utf8), to: target + "/" + name + ".reason.txt", replacing: true)
            } catch {
                throw .unreachable(detail: "cannot write the reason for \(item.name)")
            }
        }
        guard rename(folder + "/" + item.key, target + "/" + name) == 0 else {
            throw .unreachable(detail: "cannot move \(item.key) into \(subfolder)/ (errno \(errno))")
        }
    }
}
