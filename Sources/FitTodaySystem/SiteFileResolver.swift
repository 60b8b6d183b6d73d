#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Maps the path of a request to the preview server onto a file of the site folder, and never onto anything
/// outside it (no `..`, no symbolic link leading out). A library type, so that the fuzz target `FuzzPreviewPath`
/// can throw request paths at it.
public struct SiteFileResolver: Sendable {
    /// The site folder; its real path is taken again on every request, since each build swaps a new folder in.
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The real path of the regular file `requestPath` names (a folder means its `index.html`), or nil when it is
    /// missing or outside the site.
    public func file(forRequestPath requestPath: String) -> String? {
        let components = requestPath.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains(where: { $0 == ".." || $0 == "." || $0.contains("\0") }) else { return nil }
        guard let base = Self.realPath(root.path) else { return nil }
        var candidate = components.reduce(base) { $0 + "/" + $1 }
        if FileKind.of(candidate, following: true) == .directory {
            candidate += "/index.html"
        }
        // A symlink inside the site may point anywhere: what counts is where it really leads.
        guard let real = Self.realPath(candidate), real.hasPrefix(base + "/") else { return nil }
        guard FileKind.of(real) == .regular else { return nil }
        return real
    }

    /// `realpath(3)`: `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard !path.utf8.contains(0), let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
