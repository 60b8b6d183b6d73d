#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FitTodayDomain
import Foundation

/// Writes a new site into a staging folder beside the output, then swaps the two atomically.
///
/// A file whose bytes equal the file at the same path in the current output is hard-linked from it instead of
/// written, so its inode and mtime survive and rsync or HTTP caches see no change. Until ``commit()`` the
/// current output is never touched, so a build that fails or is killed leaves the previous site complete.
final class SiteWriter: Sendable {
    struct Counts: Equatable, Sendable {
        var written = 0
        var unchanged = 0
    }

    let output: URL
    let staging: URL
    /// Where the previous tree goes while it is being deleted.
    let retired: URL
    private let state = Locked((counts: Counts(), paths: Set<String>(), folders: Set<String>()))

    init(output: URL) {
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        staging = parent.appendingPathComponent(".\(name).staging")
        retired = parent.appendingPathComponent(".\(name).old")
    }

    var counts: Counts { state.withLock { $0.counts } }

    /// Removes what an interrupted build left behind and creates an empty staging folder.
    func prepare() throws(FitTodayError) {
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            for leftover in [staging, retired] where FileManager.default.fileExists(atPath: leftover.path) {
                try FileManager.default.removeItem(at: leftover)
            }
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw .siteWrite(path: output.path)
        }
        // Dotfiles at the top of the output (.gitkeep, .htaccess) are not ours: carry them over.
        if let names = try? FileManager.default.contentsOfDirectory(atPath: output.path) {
            for name in names.sorted() where name.hasPrefix(".") {
                let old = output.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: old.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    _ = link(old.path, staging.appendingPathComponent(name).path)
                }
            }
        }
    }

    /// Adds a file at `path` (relative to the site root) with these bytes.
    func write(_ data: Data, to path: String) throws(FitTodayError) {
        let isNew = state.withLock { $0.paths.insert(path).inserted }
        precondition(isNew, "Two pages claim \(path)")
        let destination = staging.appendingPathComponent(path)
        try makeFolder(for: path)
        if sameBytes(data, atPath: output.appendingPathComponent(path).path),
           link(output.appendingPathComponent(path).path, destination.path) == 0 {
            state.withLock { $0.counts.unchanged += 1 }
            return
        }
        try create(data, at: destination.path)
        state.withLock { $0.counts.written += 1 }
    }

    /// Carries the file at `path` over from the current output unchanged, without rendering it again.
    ///
    /// Returns false when there is no such file, and the caller renders it instead.
    func reuse(_ path: String) throws(FitTodayError) -> Bool {
        let old = output.appendingPathComponent(path).path
        var info = stat()
        guard stat(old, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        try makeFolder(for: path)
        guard link(old, staging.appendingPathComponent(path).path) == 0 else { return false }
        let isNew = state.withLock { $0.paths.insert(path).inserted }
        precondition(isNew, "Two pages claim \(path)")
        state.withLock { $0.counts.unchanged += 1 }
        return true
    }

    /// Adds a file whose name is derived from its content: an existing file of that name is the same file.
    func writeContentAddressed(_ data: Data, to path: String) throws(FitTodayError) {
        let isNew = state.withLock { $0.paths.insert(path).inserted }
        guard isNew else { return }
        try makeFolder(for: path)
        let old = output.appendingPathComponent(path).path
        var info = stat()
        if stat(old, &info) == 0, Int(info.st_size) == data.count, link(old, staging.appendingPathComponent(path).path) == 0 {
            state.withLock { $0.counts.unchanged += 1 }
            return
        }
        try create(data, at: staging.appendingPathComponent(path).path)
        state.withLock { $0.counts.written += 1 }
    }

    /// Puts the staged site in place of the output in one step, then deletes the previous tree.
    func commit() throws(FitTodayError) {
        var info = stat()
        if lstat(output.path, &info) != 0 {
            guard rename(staging.path, output.path) == 0 else { throw .siteWrite(path: output.path) }
            return
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .siteWrite(path: output.path) }
        if DirectoryExchange.exchange(staging.path, output.path) {
            // The staging name now holds the previous site.
            guard rename(staging.path, retired.path) == 0 else { throw .siteWrite(path: output.path) }
        } else {
            // No atomic exchange (old kernel, other file system): two renames, a moment without output.
            guard rename(output.path, retired.path) == 0 else { throw .siteWrite(path: output.path) }
            guard rename(staging.path, output.path) == 0 else {
                _ = rename(retired.path, output.path)
                throw .siteWrite(path: output.path)
            }
        }
        try? FileManager.default.removeItem(at: retired)
    }

    /// Deletes the staging folder after a failed build.
    func abandon() {
        try? FileManager.default.removeItem(at: staging)
    }

    private func makeFolder(for path: String) throws(FitTodayError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        let known = state.withLock { $0.folders.contains(folder) }
        guard !known else { return }
        do {
            try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
        } catch {
            throw .siteWrite(path: staging.appendingPathComponent(folder).path)
        }
        state.withLock { _ = $0.folders.insert(folder) }
    }

    private func sameBytes(_ data: Data, atPath path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == data.count else { return false }
        guard let old = FileManager.default.contents(atPath: path) else { return false }
        return old == data
    }

    private func create(_ data: Data, at path: String) throws(FitTodayError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw errno == ENOSPC ? .diskFull : .siteWrite(path: path) }
        defer { close(descriptor) }
        let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        if let failure { throw failure == ENOSPC ? .diskFull : .siteWrite(path: path) }
    }
}
