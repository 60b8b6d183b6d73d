import FitTodayDomain
import FitTodaySystem
import Foundation

/// The folders beside the output that a build writes into before anything is published (`.public.staging`, and
/// `.public.old` while the previous site is deleted), with the file operations both publishers share. Nothing here
/// touches the output itself.
public final class SiteStaging: Sendable {
    /// The file at the top of every site a build makes: the sign that the folder is the build's own.
    public static let markerName = ".fittoday-site"
    public static let markerText = "This folder is a site made by `fittoday build`; every build replaces all of it.\n"

    public let output: URL
    public let staging: URL
    /// Where the previous tree goes while it is being deleted.
    public let retired: URL
    public let diagnostics: @Sendable (String) -> Void
    /// Where the content-addressed files under its prefix are kept once for many sites (a team's images); nil: each
    /// site writes its own.
    public let shared: SharedFiles?
    private let outputDirectory: String
    private let stagingDirectory: String
    /// The folders made in staging so far.
    private let folders = Locked(Set<String>())
    private let walked = Locked(Set<String>?.none)

    public init(output: URL, shared: SharedFiles? = nil, diagnostics: @escaping @Sendable (String) -> Void = { _ in }) {
        self.diagnostics = diagnostics
        self.shared = shared
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        staging = parent.appendingPathComponent(".\(name).staging")
        retired = parent.appendingPathComponent(".\(name).old")
        outputDirectory = self.output.path
        stagingDirectory = staging.path
    }

    /// Every file of the current site, as site paths (``FileTree/files(under:)``: the dotfiles at the top that are not
    /// ours left out), from one walk made the first time either publisher asks: the build lock keeps the output as
    /// it was meanwhile.
    public var currentFiles: Set<String> {
        if let walked = walked.withLock({ $0 }) { return walked }
        let found = Set(FileTree.files(under: output.path))
        return walked.withLock { walked in
            if walked == nil { walked = found }
            return walked!
        }
    }

    /// Removes what an interrupted build left behind and creates an empty staging folder.
    public func prepare() throws(FitTodayError) {
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            for leftover in [staging, retired] where FileManager.default.fileExists(atPath: leftover.path) {
                try FileTree.remove(leftover.path)
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

    /// Deletes the staging folder (after a failed build, one with nothing to do, or an update in place).
    public func abandon() {
        try? FileTree.remove(staging.path)
    }

    // Paths joined as text: Foundation's URL building costs more than the system call it prepares, and it is
    // done for every file of every build.
    public func outputPath(_ path: String) -> String { outputDirectory + "/" + path }
    public func stagingPath(_ path: String) -> String { stagingDirectory + "/" + path }

    /// Writes a new file (not flushed one by one: publishing makes it part of the site, and a crash before that
    /// loses only staging).
    public func create(_ data: [UInt8], at path: String) throws(FitTodayError) {
        do {
            try AtomicFile.writeNew(data, at: path, durable: false)
        } catch {
            throw error.isDiskFull ? .diskFull : .siteWrite(path: path)
        }
    }

    /// Makes the staging folder that will hold the site path `path`, parents first.
    public func makeFolder(for path: String) throws(FitTodayError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        let known = folders.withLock { $0.contains(folder) }
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
        folders.withLock { _ = $0.insert(folder) }
    }

    /// Whether the current site's file at `path` holds exactly `data`.
    public func outputHas(_ data: [UInt8], at path: String) -> Bool {
        let file = outputPath(path)
        var info = stat()
        guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == data.count else { return false }
        guard let old = FileManager.default.contents(atPath: file), old.count == data.count else { return false }
        if data.isEmpty { return true }
        // memcmp: comparing through Data's iterator costs a call per byte, and a rebuild compares whole pages.
        return old.withUnsafeBytes { stored in data.withUnsafeBytes { new in memcmp(stored.baseAddress!, new.baseAddress!, data.count) == 0 } }
    }

    /// Whether the current site has a regular file at `path` of `size` bytes (a content-addressed file of that
    /// name and size is the same file).
    public func outputHasFile(_ path: String, size: Int) -> Bool {
        var info = stat()
        return stat(outputPath(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) == size
    }

    /// Whether the current site's content-addressed file at `path` can stay as it is: it is there with that size and,
    /// when the file is shared (``shared``), it is the shared copy.
    public func outputKeeps(_ path: String, size: Int) -> Bool {
        guard outputHasFile(path, size: size) else { return false }
        guard let shared, shared.covers(path) else { return true }
        return shared.isCopy(outputPath(path), of: path)
    }

    /// Writes the content-addressed file `bytes` of the site path `path` at `file`: a link to the shared copy when the
    /// path is shared, else a new file.
    public func createContentAddressed(_ bytes: [UInt8], of path: String, at file: String) throws(FitTodayError) {
        if let shared, shared.covers(path), shared.link(bytes, of: path, at: file) { return }
        try create(bytes, at: file)
    }
}
