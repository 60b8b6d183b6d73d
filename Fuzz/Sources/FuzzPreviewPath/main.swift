import FitTodaySystem
import Foundation
import FuzzSupport

/// The preview server's mapping of a request path to a file. Whatever the path, the answer is nothing or a regular
/// file inside the site folder: never the folder beside it, never what a symbolic link leading out points to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let path = Fuzz.text(start, count)
    for request in [path, "/" + path, path.removingPercentEncoding ?? path] {
        guard let file = site.resolver.file(forRequestPath: request) else { continue }
        Fuzz.check(file.hasPrefix(site.realRoot + "/"), "\(request) led to \(file), outside \(site.realRoot)")
        Fuzz.check(FileKind.of(file) == .regular, "\(request) led to \(file), not a regular file")
        Fuzz.check(SiteFileResolver.realPath(file) == file, "\(request) led to \(file), not a real path")
        Fuzz.check(!file.contains("outside"), "\(request) led to \(file), the folder beside the site")
    }
    return 0
}

/// A site folder made once per run: pages, a folder with an index, links that stay inside, links that lead out
/// (to a folder beside the site, to /etc, to a missing file) and a link to itself.
struct FuzzSite {
    let resolver: SiteFileResolver
    let realRoot: String

    init() {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-fuzz-site-\(getpid())")
        let root = base.appendingPathComponent("public")
        let outside = base.appendingPathComponent("outside")
        let manager = FileManager.default
        try? manager.removeItem(at: base)
        do {
            for folder in ["", "exercises/supino", "assets", "empty"] {
                try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try manager.createDirectory(at: outside, withIntermediateDirectories: true)
            for file in ["index.html", "exercises/supino/index.html", "assets/style.css", "feed.xml", "a b.html", "ção.html"] {
                try Data("<p>\(file)</p>".utf8).write(to: root.appendingPathComponent(file))
            }
            try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: "../outside")
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("secret.txt").path, withDestinationPath: outside.appendingPathComponent("secret.txt").path)
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("etc").path, withDestinationPath: "/etc")
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("home.html").path, withDestinationPath: "index.html")
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("gone.html").path, withDestinationPath: "missing.html")
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: "loop")
        } catch {
            Fuzz.stop("could not make the site folder: \(error)")
        }
        guard let real = SiteFileResolver.realPath(root.path) else { Fuzz.stop("the site folder has no real path") }
        resolver = SiteFileResolver(root: root)
        realRoot = real
    }
}

let site = FuzzSite()
