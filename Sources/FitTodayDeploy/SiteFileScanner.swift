import FitTodayHashing
import FitTodaySystem
import Foundation

/// Lists the files of a built site: regular files only, and never a hidden one (a name starting with `.`, such as
/// the deploy's own manifest or a build's leftovers) nor a build's lock beside a site folder; each with its MD5 and
/// its kind.
enum SiteFileScanner {
    /// Why a path is left out (for `--verbose`).
    enum Skip: String, Sendable, Equatable {
        case hidden, controlCharacters, notRegularFile
        /// `X.lock` beside a site folder `X`: a build's lock (an athlete's site inside a team's output has one).
        case buildLock
    }

    /// The files under `folder`, sorted by path, and the paths left out with why (for `--verbose`).
    static func scan(_ folder: URL, rules: DeployHeaderRules) throws -> (files: [SiteFile], skipped: [(String, Skip)]) {
        var paths: [String] = []
        var skipped: [(String, Skip)] = []
        try walk(folder, into: &paths, skipped: &skipped)
        let roots = Set([""] + paths.filter { $0 == "sw.js" || $0.hasSuffix("/sw.js") }.map { $0 == "sw.js" ? "" : String($0.dropLast(6)) })
        var files: [SiteFile] = []
        for path in paths.sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(path), options: .mappedIfSafe)
            let kind = SiteFileKind.of(path, siteRoots: roots)
            files.append(SiteFile(path: path, size: data.count, md5: MD5.hexDigest(data), kind: kind,
                                  contentType: rules.contentType(forPath: path), cacheControl: rules.cacheControl(forPath: path, kind: kind)))
        }
        return (files, skipped)
    }

    /// The regular files under `folder` by the project's one tree walk, and what it left out.
    private static func walk(_ folder: URL, into paths: inout [String], skipped: inout [(String, Skip)]) throws(FileTree.UnreadableFolder) {
        try FileTree.walk(folder.path) { path, name, kind, names in
            if name.hasPrefix(".") {
                skipped.append((path, .hidden))
                return false
            }
            if FileLock.isSiteLock(name, among: names) {
                skipped.append((path, .buildLock))
                return false
            }
            // A key S3 lists back in XML, signed as UTF-8: no control characters.
            if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) || name.contains("\u{FFFD}") {
                skipped.append((path, .controlCharacters))
                return false
            }
            switch kind {
            case .folder: return true
            case .file: paths.append(path)
            case .other: skipped.append((path, .notRegularFile))
            }
            return false
        }
    }
}
