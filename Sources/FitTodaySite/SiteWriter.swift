import FitTodayDomain
import FitTodaySystem
import Foundation

/// Writes a new site into a staging folder beside the output, then swaps the two atomically.
///
/// A file whose bytes equal the file at the same path in the current output is hard-linked from it instead of
/// written, so its inode and mtime survive and rsync or HTTP caches see no change. Those links are made only at
/// ``commit()`` and only when something changed: when every file is the same and none is gone, the current
/// output already is the new site and is left alone. Until ``commit()`` the current output is never touched,
/// so a build that fails or is killed leaves the previous site complete.
final class SiteWriter: Sendable {
    struct Counts: Equatable, Sendable {
        var written = 0
        var unchanged = 0
    }

    /// The file at the top of every site a build makes: the sign that the folder is the build's own.
    static let markerName = ".fittoday-site"
    static let markerText = "This folder is a site made by `fittoday build`; every build replaces all of it.\n"

    let output: URL
    let staging: URL
    /// Where the previous tree goes while it is being deleted.
    let retired: URL
    private let outputDirectory: String
    private let stagingDirectory: String
    private let diagnostics: @Sendable (String) -> Void
    private let state = Locked((counts: Counts(), paths: Set<String>(), claimed: Set<String>(), folders: Set<String>(), carriedOver: [String](),
                                changed: false, current: [String]?.none, existing: Set<String>?.none,
                                inPlace: (files: Int, digest: String)?.none, staged: [(path: String, file: String, isNew: Bool)](),
                                added: [String](), removed: [String]()))

    init(output: URL, diagnostics: @escaping @Sendable (String) -> Void = { _ in }) {
        self.diagnostics = diagnostics
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        staging = parent.appendingPathComponent(".\(name).staging")
        retired = parent.appendingPathComponent(".\(name).old")
        outputDirectory = self.output.path
        stagingDirectory = staging.path
    }

    var counts: Counts { state.withLock { $0.counts } }

    /// Every file of the new site so far, as site paths. Updating in place, the current site is walked for it
    /// (only a sitemap needs them all).
    var paths: Set<String> {
        let (inPlace, paths, added, removed) = state.withLock { ($0.inPlace != nil, $0.paths, $0.added, $0.removed) }
        guard inPlace else { return paths }
        return Set(currentFiles).union(added).subtracting(removed)
    }

    /// How many files the new site has so far.
    var fileCount: Int {
        state.withLock { state in
            guard let base = state.inPlace else { return state.paths.count }
            return base.files + state.added.count - state.removed.count
        }
    }

    /// ``SiteFileDigest`` of the new site's files so far: updating in place, the current site's with the files
    /// added and removed, without listing the others.
    var filesDigest: String {
        let (base, added, removed) = state.withLock { ($0.inPlace, $0.added, $0.removed) }
        if let base, let digest = SiteFileDigest.adjusting(base.digest, adding: added, removing: removed) { return digest }
        return SiteFileDigest.of(paths)
    }

    /// The stamps of the new site's folders, after ``commit()``: taken afresh from a new site's files or, updating
    /// in place, `current` (the current site's) with what this build changed. Nil when they cannot be told.
    func folderStamps(updating current: SiteFolderStamps?) -> SiteFolderStamps? {
        let (inPlace, added, removed, written) = state.withLock { ($0.inPlace != nil, $0.added, $0.removed, $0.staged.map(\.path)) }
        guard inPlace else { return SiteFolderStamps.taking(at: outputDirectory, files: paths) }
        return current?.updated(at: outputDirectory, adding: added, removing: removed, writing: written)
    }

    /// Every file of the current site, as site paths, from one walk made the first time anything asks
    /// (the build lock keeps the output as it was).
    var currentFiles: [String] {
        if let current = state.withLock({ $0.current }) { return current }
        let current = Self.siteFiles(in: output)
        state.withLock { $0.current = $0.current ?? current }
        return current
    }

    /// Removes what an interrupted build left behind and creates an empty staging folder.
    func prepare() throws(FitTodayError) {
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            for leftover in [staging, retired] where FileManager.default.fileExists(atPath: leftover.path) {
                try Self.removeTree(leftover)
            }
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            diagnostics("Cannot prepare \(staging.path): \(error)")
            throw .siteWrite(path: output.path)
        }
        try create(Array(Self.markerText.utf8), at: stagingPath(Self.markerName))
        // Dotfiles at the top of the output (.gitkeep, .htaccess) are not ours: carry them over. Only regular
        // files: a symbolic link or a folder there is never followed.
        if let names = try? FileManager.default.contentsOfDirectory(atPath: output.path) {
            for name in names.sorted() where name.hasPrefix(".") && name != Self.markerName {
                let old = output.appendingPathComponent(name)
                if FileKind.of(old.path) == .regular {
                    _ = link(old.path, staging.appendingPathComponent(name).path)
                }
            }
        }
    }

    /// Makes this build update the current site in place instead of staging a whole new one: the new site is the
    /// current one with the files written replacing theirs, for a build that renders only what changed.
    ///
    /// The files are still written into staging first, so a build that fails leaves the site as it was; the
    /// commit then renames each over its old version. Each file changes atomically, but a build killed in the
    /// middle of those renames (a few milliseconds for a few dozen files) leaves some pages new and some old;
    /// the manifest is gone by then, so the next build renders everything and swaps a whole site in.
    ///
    /// `files` and `digest` describe the current site (its walk matched the manifest's): the update keeps track
    /// of the files it adds and removes, and asks the file system about the few it writes, instead of listing
    /// tens of thousands of paths.
    func updateInPlace(files: Int, digest: String) {
        state.withLock { $0.inPlace = (files, digest) }
    }

    /// Whether this build updates the current site in place (``updateInPlace(files:digest:)``).
    var isUpdatingInPlace: Bool { state.withLock { $0.inPlace != nil } }

    /// Updating in place: the current site's file at `path` is not part of the new site and goes at the commit.
    func remove(_ path: String) {
        guard isInOutput(path) else { return }
        state.withLock { state in
            guard state.inPlace != nil, !state.claimed.contains(path), !state.removed.contains(path) else { return }
            state.removed.append(path)
            state.changed = true
        }
    }

    /// Claims `path` for this build; false when it was claimed already.
    private func claim(_ path: String) -> Bool {
        // A new site's paths are its claims; updating in place, only the files this build writes are claimed.
        state.withLock { state -> Bool in
            guard state.inPlace != nil else { return state.paths.insert(path).inserted }
            return state.claimed.insert(path).inserted
        }
    }

    /// Adds a file at `path` (relative to the site root) with these bytes.
    func write(_ data: [UInt8], to path: String) throws(FitTodayError) {
        precondition(claim(path), "Two pages claim \(path)")
        if isInOutput(path), sameBytes(data, atPath: outputPath(path)) {
            state.withLock { $0.counts.unchanged += 1; $0.carriedOver.append(path) }
            return
        }
        try stage(data, for: path)
    }

    /// Writes the bytes into staging: at `path` for a new site, under a number for an update in place.
    private func stage(_ data: [UInt8], for path: String) throws(FitTodayError) {
        // Updating in place, each file is staged under the next number, taken and recorded under the lock so that
        // two rendering tasks never share one.
        let isNew = state.withLock { $0.inPlace != nil } && !isInOutput(path)
        let numbered = state.withLock { state -> String? in
            guard state.inPlace != nil else { return nil }
            let file = stagingPath(String(state.staged.count))
            state.staged.append((path, file, isNew))
            if isNew { state.added.append(path) }
            return file
        }
        if let numbered {
            try create(data, at: numbered)
            state.withLock { $0.counts.written += 1; $0.changed = true }
            return
        }
        try makeFolder(for: path)
        try create(data, at: stagingPath(path))
        state.withLock { $0.counts.written += 1; $0.changed = true }
    }

    /// Carries the file at `path` over from the current output unchanged, without rendering it again.
    ///
    /// Returns false when there is no such file, and the caller renders it instead.
    func reuse(_ path: String) throws(FitTodayError) -> Bool {
        // The walk of the current site saw it as a regular file (the build lock keeps it so).
        guard isInOutput(path) else { return false }
        precondition(claim(path), "Two pages claim \(path)")
        state.withLock { $0.counts.unchanged += 1; $0.carriedOver.append(path) }
        return true
    }

    /// The bytes the new site has at `path` so far: written into staging, or carried over from the output.
    func contents(_ path: String) -> [UInt8]? {
        let (inPlace, known, staged) = state.withLock { state in
            (state.inPlace != nil, state.paths.contains(path) || state.claimed.contains(path), state.staged.last { $0.path == path }?.file)
        }
        guard known || (inPlace && isInOutput(path) && !state.withLock({ $0.removed.contains(path) })) else { return nil }
        let data = FileManager.default.contents(atPath: staged ?? stagingPath(path)) ?? FileManager.default.contents(atPath: outputPath(path))
        return data.map { Array($0) }
    }

    /// Adds a file whose name is derived from its content: an existing file of that name is the same file.
    func writeContentAddressed(_ data: [UInt8], to path: String) throws(FitTodayError) {
        guard claim(path) else { return }
        let old = outputPath(path)
        var info = stat()
        if isInOutput(path), stat(old, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == data.count {
            state.withLock { $0.counts.unchanged += 1; $0.carriedOver.append(path) }
            return
        }
        try stage(data, for: path)
    }

    /// Puts the staged site in place of the output in one step, then deletes the previous tree; or, updating in
    /// place, renames each staged file over its old version.
    func commit() throws(FitTodayError) {
        if state.withLock({ $0.inPlace != nil }) { return try commitInPlace() }
        let existing = existingPaths
        let (carriedOver, changed, expected) = state.withLock { ($0.carriedOver, $0.changed, $0.paths) }
        // The lock kept other builds out since prepare(): the output is still what was walked then.
        if !changed, existing == expected {
            // Every file is the same and none is stale: the current output is the new site.
            abandon()
            return
        }
        for path in carriedOver {
            try makeFolder(for: path)
            guard link(outputPath(path), stagingPath(path)) == 0 else {
                let code = errno
                diagnostics("Cannot link \(outputPath(path)) into staging: \(String(cString: strerror(code)))")
                throw code == ENOSPC ? .diskFull : .siteWrite(path: stagingPath(path))
            }
        }
        PublishCheckpoint.passed("the unchanged files linked into staging")
        func failure(_ step: String) -> FitTodayError {
            let code = errno
            diagnostics("\(step) failed: \(String(cString: strerror(code))) (errno \(code))")
            return .siteWrite(path: output.path)
        }
        switch FileKind.of(output.path) {
        case .absent:
            guard rename(staging.path, output.path) == 0 else { throw failure("Renaming \(staging.path) to \(output.path)") }
            PublishCheckpoint.passed("the new site renamed into place")
            return
        case .directory:
            break
        default:
            diagnostics("\(output.path) is no longer a folder")
            throw .siteWrite(path: output.path)
        }
        if DirectoryExchange.exchange(staging.path, output.path) {
            PublishCheckpoint.passed("the new site swapped in")
            // The staging name now holds the previous site.
            guard rename(staging.path, retired.path) == 0 else { throw failure("Renaming \(staging.path) to \(retired.path)") }
            PublishCheckpoint.passed("the previous site set aside")
        } else {
            // No atomic exchange (old kernel, other file system): two renames, a moment without output.
            guard rename(output.path, retired.path) == 0 else { throw failure("Renaming \(output.path) to \(retired.path)") }
            guard rename(staging.path, output.path) == 0 else {
                let error = failure("Renaming \(staging.path) to \(output.path)")
                _ = rename(retired.path, output.path)
                throw error
            }
        }
        do {
            try Self.removeTree(retired)
        } catch {
            diagnostics("The previous site in \(retired.path) could not be deleted: \(error)")
        }
        PublishCheckpoint.passed("the previous site deleted")
    }

    /// New files first, so that a page already renamed into place never links to one not there yet.
    private func commitInPlace() throws(FitTodayError) {
        let staged = state.withLock { $0.staged }
        for (path, file, _) in staged.filter(\.isNew) + staged.filter({ !$0.isNew }) {
            if let slash = path.lastIndex(of: "/") {
                let folder = output.appendingPathComponent(String(path[..<slash]))
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    diagnostics("Cannot create \(folder.path): \(error)")
                    throw .siteWrite(path: folder.path)
                }
            }
            guard rename(file, outputPath(path)) == 0 else {
                let code = errno
                diagnostics("Renaming \(file) to \(outputPath(path)) failed: \(String(cString: strerror(code)))")
                throw code == ENOSPC ? .diskFull : .siteWrite(path: outputPath(path))
            }
            PublishCheckpoint.passed("\(path) renamed into place")
        }
        // Pages no longer part of the site go last (nothing new links to them), with their folder when it empties.
        for path in state.withLock({ $0.removed }) {
            unlink(outputPath(path))
            if let slash = path.lastIndex(of: "/") { rmdir(outputPath(String(path[..<slash]))) }
            PublishCheckpoint.passed("\(path) removed")
        }
        abandon()
    }

    /// Every regular file under `root`, as site paths, leaving out the dotfiles at the top that are not ours
    /// (``SiteTree/files(under:)``).
    static func siteFiles(in root: URL) -> [String] {
        SiteTree.files(under: root.path)
    }

    /// Deletes the staging folder after a failed build.
    func abandon() {
        try? Self.removeTree(staging)
    }

    /// Deletes a folder and everything in it (``SiteTree/remove(_:)``).
    static func removeTree(_ url: URL) throws {
        try SiteTree.remove(url.path)
    }

    // Paths joined as text: Foundation's URL building costs more than the system call it prepares, and it is
    // done for every file of every build.
    private func outputPath(_ path: String) -> String { outputDirectory + "/" + path }
    private func stagingPath(_ path: String) -> String { stagingDirectory + "/" + path }

    /// Whether the current site has a file at `path`: from the walk for a new site, which may look up every
    /// page; from the file system for an update in place, which looks up a few.
    private func isInOutput(_ path: String) -> Bool {
        if state.withLock({ $0.inPlace != nil }) { return FileKind.of(outputPath(path)) == .regular }
        return existingPaths.contains(path)
    }

    /// ``currentFiles`` as a set, looked up instead of a stat per page: a clean build then asks the file
    /// system nothing.
    private var existingPaths: Set<String> {
        if let existing = state.withLock({ $0.existing }) { return existing }
        let existing = Set(currentFiles)
        state.withLock { $0.existing = $0.existing ?? existing }
        return existing
    }

    private func makeFolder(for path: String) throws(FitTodayError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        let known = state.withLock { $0.folders.contains(folder) }
        guard !known else { return }
        // mkdir itself, parents first when missing: FileManager's checks cost more than the call, made for
        // every session's folder.
        func make(_ folder: Substring) -> Bool {
            let path = stagingPath(String(folder))
            if mkdir(path, 0o755) == 0 || errno == EEXIST { return true }
            guard errno == ENOENT, let slash = folder.lastIndex(of: "/"), make(folder[..<slash]) else { return false }
            return mkdir(path, 0o755) == 0 || errno == EEXIST
        }
        guard make(folder[...]) else {
            let code = errno
            diagnostics("Cannot create \(stagingPath(folder)): \(String(cString: strerror(code)))")
            throw code == ENOSPC ? .diskFull : .siteWrite(path: stagingPath(folder))
        }
        state.withLock { _ = $0.folders.insert(folder) }
    }

    private func sameBytes(_ data: [UInt8], atPath path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == data.count else { return false }
        guard let old = FileManager.default.contents(atPath: path), old.count == data.count else { return false }
        if data.isEmpty { return true }
        // memcmp: comparing through Data's iterator costs a call per byte, and a rebuild compares whole pages.
        return old.withUnsafeBytes { stored in data.withUnsafeBytes { new in memcmp(stored.baseAddress!, new.baseAddress!, data.count) == 0 } }
    }

    private func create(_ data: [UInt8], at path: String) throws(FitTodayError) {
        do {
            // Not flushed one by one: the swap publishes the folder, and a crash before it loses only staging.
            try AtomicFile.writeNew(data, at: path, durable: false)
        } catch {
            throw error.isDiskFull ? .diskFull : .siteWrite(path: path)
        }
    }
}
