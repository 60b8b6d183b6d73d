import FitTodayDomain
import FitTodaySystem
import Foundation

/// Publishes an update of the current site in place, for a build that renders only what a few added sessions
/// changed: the new site is the current one with the files published replacing theirs and the files removed gone.
///
/// The files are still written into staging first (each under the next number), so a build that fails leaves the
/// site as it was; ``commit()`` then renames each over its old version. Each file changes atomically, but a build
/// killed in the middle of those renames (a few milliseconds for a few dozen files) leaves some pages new and some
/// old; the state is forgotten by then, so the next build renders everything and swaps a whole site in.
///
/// It keeps track of the files it adds and removes, and asks the file system about the few it writes, instead of
/// listing the tens of thousands of the current site.
public final class InPlaceSitePublisher: SitePublisher {
    public let staging: SiteStaging
    /// The current site's file count and ``SiteFileDigest`` (its walk matched the state's).
    private let base: (files: Int, digest: String)
    private let state = Locked((claimed: Set<String>(), staged: [(path: String, file: String, isNew: Bool)](), written: 0,
                                added: [String](), removed: [String]()))

    public init(staging: SiteStaging, files: Int, digest: String) {
        self.staging = staging
        base = (files, digest)
    }

    public func has(_ path: String) -> Bool { FileKind.of(staging.outputPath(path)) == .regular }

    public func carry(_ path: String) -> Bool {
        guard has(path) else { return false }
        claim(path)
        return true
    }

    public func publish(_ bytes: [UInt8], to path: String) throws(FitTodayError) {
        claim(path)
        let replacing = has(path)
        if replacing, staging.outputHas(bytes, at: path) { return }
        try stage(bytes, at: path, isNew: !replacing)
    }

    public func publishContentAddressed(_ bytes: [UInt8], to path: String) throws(FitTodayError) {
        guard state.withLock({ $0.claimed.insert(path).inserted }) else { return }
        let replacing = has(path)
        if replacing, staging.outputKeeps(path, size: bytes.count) { return }
        try stage(bytes, at: path, isNew: !replacing, contentAddressed: true)
    }

    public func remove(_ path: String) {
        guard has(path) else { return }
        state.withLock { state in
            guard !state.claimed.contains(path), !state.removed.contains(path) else { return }
            state.removed.append(path)
        }
    }

    public func contents(_ path: String) -> [UInt8]? {
        let (claimed, removed, staged) = state.withLock { state in
            (state.claimed.contains(path), state.removed.contains(path), state.staged.last { $0.path == path }?.file)
        }
        guard claimed || (!removed && has(path)) else { return nil }
        let data = staged.flatMap { FileManager.default.contents(atPath: $0) } ?? FileManager.default.contents(atPath: staging.outputPath(path))
        return data.map { Array($0) }
    }

    /// The current site's files with the files added and removed: the one walk of the current site is made only for
    /// this (a sitemap).
    public var paths: Set<String> {
        let (added, removed) = state.withLock { ($0.added, $0.removed) }
        return staging.currentFiles.union(added).subtracting(removed)
    }

    public var fileCount: Int {
        state.withLock { base.files + $0.added.count - $0.removed.count }
    }

    public var counts: PublishCounts {
        let written = state.withLock { $0.written }
        return PublishCounts(written: written, unchanged: fileCount - written)
    }

    /// New files first, so that a page already renamed into place never links to one not there yet; the files
    /// removed last (nothing new links to them), with their folder when it empties.
    public func commit() throws(FitTodayError) {
        let (staged, removed) = state.withLock { ($0.staged, $0.removed) }
        let diagnostics = staging.diagnostics
        for (path, file, _) in staged.filter(\.isNew) + staged.filter({ !$0.isNew }) {
            if let slash = path.lastIndex(of: "/") {
                let folder = staging.output.appendingPathComponent(String(path[..<slash]))
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    diagnostics("Cannot create \(folder.path): \(error)")
                    throw .siteWrite(path: folder.path)
                }
            }
            let target = staging.outputPath(path)
            guard rename(file, target) == 0 else {
                let code = errno
                diagnostics("Renaming \(file) to \(target) failed: \(String(cString: strerror(code)))")
                throw code == ENOSPC ? .diskFull : .siteWrite(path: target)
            }
            PublishCheckpoint.passed("\(path) renamed into place")
        }
        for path in removed {
            unlink(staging.outputPath(path))
            if let slash = path.lastIndex(of: "/") { rmdir(staging.outputPath(String(path[..<slash]))) }
            PublishCheckpoint.passed("\(path) removed")
        }
        staging.abandon()
    }

    /// The current site's stamps and digest with what this update changed, without listing the other files.
    public func published(updating current: SiteFolderStamps?) -> (stamps: SiteFolderStamps?, filesDigest: String) {
        let (added, removed, written) = state.withLock { ($0.added, $0.removed, $0.staged.map(\.path)) }
        let digest = SiteFileDigest.adjusting(base.digest, adding: added, removing: removed) ?? SiteFileDigest.of(paths)
        return (current?.updated(at: staging.output.path, adding: added, removing: removed, writing: written), digest)
    }

    private func claim(_ path: String) {
        let claimed = state.withLock { $0.claimed.insert(path).inserted }
        precondition(claimed, "Two pages claim \(path)")
    }

    /// Stages the bytes under the next number, taken and recorded under the lock so that two rendering tasks never
    /// share one.
    private func stage(_ bytes: [UInt8], at path: String, isNew: Bool, contentAddressed: Bool = false) throws(FitTodayError) {
        let file = state.withLock { state -> String in
            let file = staging.stagingPath(String(state.staged.count))
            state.staged.append((path, file, isNew))
            if isNew { state.added.append(path) }
            return file
        }
        if contentAddressed {
            try staging.createContentAddressed(bytes, of: path, at: file)
        } else {
            try staging.create(bytes, at: file)
        }
        state.withLock { $0.written += 1 }
    }
}
