import FitTodayDomain
import FitTodaySystem
import Foundation

/// Publishes a whole new site: every file goes into the staging folder (a file equal to the current site's is
/// linked from it at the commit instead of written), and ``commit()`` swaps the two folders atomically, then deletes
/// the previous one. Whatever the new site does not hold is gone with it.
public final class WholeSitePublisher: SitePublisher {
    public let staging: SiteStaging
    /// The new site's paths, the current site's files kept in it (linked at the commit), and whether any file is new.
    private let state = Locked((paths: Set<String>(), carriedOver: [String](), counts: PublishCounts(), changed: false))

    public init(staging: SiteStaging) {
        self.staging = staging
    }

    /// Looked up in the one walk of the current site instead of a stat per page: a clean build asks the file system
    /// nothing.
    public func has(_ path: String) -> Bool { staging.currentFiles.contains(path) }

    public func carry(_ path: String) -> Bool {
        guard has(path) else { return false }
        claim(path)
        state.withLock { $0.counts.unchanged += 1; $0.carriedOver.append(path) }
        return true
    }

    public func publish(_ bytes: [UInt8], to path: String) throws(FitTodayError) {
        claim(path)
        if has(path), staging.outputHas(bytes, at: path) {
            state.withLock { $0.counts.unchanged += 1; $0.carriedOver.append(path) }
            return
        }
        try stage(bytes, at: path)
    }

    public func publishContentAddressed(_ bytes: [UInt8], to path: String) throws(FitTodayError) {
        guard state.withLock({ $0.paths.insert(path).inserted }) else { return }
        if has(path), staging.outputKeeps(path, size: bytes.count) {
            state.withLock { $0.counts.unchanged += 1; $0.carriedOver.append(path) }
            return
        }
        try stage(bytes, at: path, contentAddressed: true)
    }

    /// Nothing to do: a file the new site does not hold leaves with the current site at the swap.
    public func remove(_ path: String) {}

    public func contents(_ path: String) -> [UInt8]? {
        guard state.withLock({ $0.paths.contains(path) }) else { return nil }
        let data = FileManager.default.contents(atPath: staging.stagingPath(path)) ?? FileManager.default.contents(atPath: staging.outputPath(path))
        return data.map { Array($0) }
    }

    public var paths: Set<String> { state.withLock { $0.paths } }

    public var fileCount: Int { state.withLock { $0.paths.count } }

    public var counts: PublishCounts { state.withLock { $0.counts } }

    public func commit() throws(FitTodayError) {
        let existing = staging.currentFiles
        let (carriedOver, changed, expected) = state.withLock { ($0.carriedOver, $0.changed, $0.paths) }
        let output = staging.output.path, next = staging.staging.path, retired = staging.retired.path
        let diagnostics = staging.diagnostics
        // The lock kept other builds out since the staging was prepared: the output is still what was walked then.
        if !changed, existing == expected {
            // Every file is the same and none is stale: the current output is the new site.
            staging.abandon()
            return
        }
        for path in carriedOver {
            try staging.makeFolder(for: path)
            guard link(staging.outputPath(path), staging.stagingPath(path)) == 0 else {
                let code = errno
                diagnostics("Cannot link \(staging.outputPath(path)) into staging: \(String(cString: strerror(code)))")
                throw code == ENOSPC ? .diskFull : .siteWrite(path: staging.stagingPath(path))
            }
        }
        PublishCheckpoint.passed("the unchanged files linked into staging")
        func failure(_ step: String) -> FitTodayError {
            let code = errno
            diagnostics("\(step) failed: \(String(cString: strerror(code))) (errno \(code))")
            return .siteWrite(path: output)
        }
        switch FileKind.of(output) {
        case .absent:
            guard rename(next, output) == 0 else { throw failure("Renaming \(next) to \(output)") }
            PublishCheckpoint.passed("the new site renamed into place")
            return
        case .directory:
            break
        default:
            diagnostics("\(output) is no longer a folder")
            throw .siteWrite(path: output)
        }
        if DirectoryExchange.exchange(next, output) {
            PublishCheckpoint.passed("the new site swapped in")
            // The staging name now holds the previous site.
            guard rename(next, retired) == 0 else { throw failure("Renaming \(next) to \(retired)") }
            PublishCheckpoint.passed("the previous site set aside")
        } else {
            // No atomic exchange (old kernel, other file system): two renames, a moment without output.
            guard rename(output, retired) == 0 else { throw failure("Renaming \(output) to \(retired)") }
            guard rename(next, output) == 0 else {
                let error = failure("Renaming \(next) to \(output)")
                _ = rename(retired, output)
                throw error
            }
        }
        do {
            try FileTree.remove(retired)
        } catch {
            diagnostics("The previous site in \(retired) could not be deleted: \(error)")
        }
        PublishCheckpoint.passed("the previous site deleted")
    }

    /// The stamps are taken afresh from the new site's files; their digest is the files'.
    public func published(updating current: SiteFolderStamps?) -> (stamps: SiteFolderStamps?, filesDigest: String) {
        let paths = paths
        let stamps = SiteFolderStamps.taking(at: staging.output.path, files: paths)
        return (stamps, stamps?.digest ?? SiteFileDigest.of(paths))
    }

    private func claim(_ path: String) {
        let claimed = state.withLock { $0.paths.insert(path).inserted }
        precondition(claimed, "Two pages claim \(path)")
    }

    /// `contentAddressed`: a file named by its content, linked to the shared copy when the staging shares it.
    private func stage(_ bytes: [UInt8], at path: String, contentAddressed: Bool = false) throws(FitTodayError) {
        try staging.makeFolder(for: path)
        if contentAddressed {
            try staging.createContentAddressed(bytes, of: path, at: staging.stagingPath(path))
        } else {
            try staging.create(bytes, at: staging.stagingPath(path))
        }
        state.withLock { $0.counts.written += 1; $0.changed = true }
    }
}
