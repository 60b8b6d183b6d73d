import FitTodaySystem
import Foundation
import Testing

/// The preview server's mapping of request paths to files (the fuzz target `FuzzPreviewPath` throws arbitrary
/// paths at it): a file inside the site, a folder's `index.html`, and nothing outside, however the path or a
/// link tries to get there.
@Suite("Request paths to site files")
struct SiteFileResolverTests {
    let base: URL
    let root: URL
    let realRoot: String

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(UUID().uuidString)")
        root = base.appendingPathComponent("public")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("exercises/supino"), withIntermediateDirectories: true)
        try manager.createDirectory(at: base.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try Data("home".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("supino".utf8).write(to: root.appendingPathComponent("exercises/supino/index.html"))
        try Data("secret".utf8).write(to: base.appendingPathComponent("outside/secret.txt"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: "../outside")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("start.html").path, withDestinationPath: "index.html")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: "loop")
        realRoot = try #require(SiteFileResolver.realPath(root.path))
    }

    @Test("files and folders inside the site", arguments: [
        ("/", "index.html"), ("/index.html", "index.html"), ("/exercises/supino/", "exercises/supino/index.html"),
        ("//exercises//supino", "exercises/supino/index.html"), ("/start.html", "index.html"),
    ])
    func inside(_ request: String, _ file: String) {
        #expect(SiteFileResolver(root: root).file(forRequestPath: request) == realRoot + "/" + file)
    }

    @Test("nothing outside it, nor missing, nor a link loop, nor a folder without an index", arguments: [
        "/../outside/secret.txt", "/out/secret.txt", "/exercises/../index.html", "/./index.html", "/missing.html",
        "/loop", "/index.html\u{0}.txt", "/exercises",
    ])
    func outside(_ request: String) {
        #expect(SiteFileResolver(root: root).file(forRequestPath: request) == nil)
    }
}
