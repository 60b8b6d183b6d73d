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
        try walk(folder, relative: "", into: &paths, skipped: &skipped)
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

    private static func walk(_ folder: URL, relative: String, into paths: inout [String], skipped: inout [(String, Skip)]) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(relative).path)
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            if name.hasPrefix(".") { skipped.append((path, .hidden)); continue }
            if FileLock.isSiteLock(name, among: names) { skipped.append((path, .buildLock)); continue }
            // A key S3 lists back in XML, signed as UTF-8: no control characters.
            if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) || name.contains("\u{FFFD}") {
                skipped.append((path, .controlCharacters))
                continue
            }
            var info = stat()
            guard lstat(folder.appendingPathComponent(path).path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: try walk(folder, relative: path, into: &paths, skipped: &skipped)
            case S_IFREG: paths.append(path)
            default: skipped.append((path, .notRegularFile))
            }
        }
    }
}
