@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodaySystem
import FitTodayTestSupport
import Foundation
import Testing

/// A rebuild with nothing to do digests the output during its walk; that digest must be the one of the file list
/// the writer walks and the manifest records.
@Suite struct SiteFileDigestTests {
    private func tree() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let manager = FileManager.default
        for folder in ["history/page/1", "history/sessions", "exercicios/agachamento", "assets", "empty/inner", "history/.hidden"] {
            try manager.createDirectory(at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["index.html", "index.md", "history/page/1/index.html", "history/sessions/12.html", "exercicios/agachamento/index.html",
                     "assets/site.0123.css", ".gitkeep", ".fittoday-site", "history/.hidden/file", "history/.dot", "ção é.html"] {
            try Data(file.utf8).write(to: directory.url.appendingPathComponent(file))
        }
        // Links are neither followed (this one would loop) nor listed.
        try manager.createSymbolicLink(atPath: directory.path("history/loop"), withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: directory.path("link.html"), withDestinationPath: "index.html")
        return directory
    }

    @Test func theWalkDigestIsTheDigestOfTheWalkedList() throws {
        let directory = try tree()
        let files = FileTree.files(under: directory.url.path)
        #expect(files.count == 9)
        #expect(!files.contains(".gitkeep") && files.contains("history/.dot") && files.contains("history/.hidden/file"))
        #expect(SiteFileDigest.ofSite(at: directory.url.path) == SiteFileDigest.of(files))
        #expect(SiteFileDigest.ofSite(at: directory.url.path) == SiteFileDigest.of(files.reversed()))
    }

    @Test func aFileRemovedOrAddedAnywhereChangesTheDigest() throws {
        let directory = try tree()
        let before = SiteFileDigest.ofSite(at: directory.url.path)
        try FileManager.default.removeItem(atPath: directory.path("history/sessions/12.html"))
        let removed = SiteFileDigest.ofSite(at: directory.url.path)
        #expect(removed != before)
        try Data().write(to: directory.url.appendingPathComponent("empty/inner/12.html"))
        let moved = SiteFileDigest.ofSite(at: directory.url.path)
        #expect(moved != before && moved != removed)
        #expect(moved == SiteFileDigest.of(FileTree.files(under: directory.url.path)))
        // A dotfile at the top is not the site's: it changes nothing.
        try Data().write(to: directory.url.appendingPathComponent(".htaccess"))
        #expect(SiteFileDigest.ofSite(at: directory.url.path) == moved)
    }

    @Test func aMissingOutputIsAnEmptySite() {
        #expect(SiteFileDigest.ofSite(at: "/nonexistent/fittoday-\(UUID().uuidString)") == SiteFileDigest.of([String]()))
    }

    @Test func theScanCountsFilesAndWhatIsNeitherAFileNorAFolder() throws {
        let directory = try tree()
        let scan = SiteFileDigest.scan(at: directory.url.path)
        #expect(scan.files == 9 && scan.digest == SiteFileDigest.ofSite(at: directory.url.path))
        #expect(scan.foreignEntries == 2) // the two links
        try FileManager.default.removeItem(atPath: directory.path("history/loop"))
        try FileManager.default.removeItem(atPath: directory.path("link.html"))
        #expect(SiteFileDigest.scan(at: directory.url.path).foreignEntries == 0)
    }

    /// An update in place adjusts the digest by the files it added and removed: the same as walking again.
    @Test func adjustingTheDigestIsWalkingAgain() throws {
        let directory = try tree()
        let before = SiteFileDigest.ofSite(at: directory.url.path)
        try FileManager.default.removeItem(atPath: directory.path("history/sessions/12.html"))
        try FileManager.default.removeItem(atPath: directory.path("ção é.html"))
        for file in ["history/sessions/13.html", "history/page/2/index.html", "novo ç.md"] {
            try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(file).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data().write(to: directory.url.appendingPathComponent(file))
        }
        let adjusted = SiteFileDigest.adjusting(before, adding: ["history/sessions/13.html", "history/page/2/index.html", "novo ç.md"],
                                                removing: ["history/sessions/12.html", "ção é.html"])
        #expect(adjusted == SiteFileDigest.ofSite(at: directory.url.path))
        #expect(adjusted?.hasPrefix("10-") == true)
        #expect(SiteFileDigest.adjusting(before, adding: [String](), removing: [String]()) == before)
        #expect(SiteFileDigest.adjusting("not a digest", adding: ["a"], removing: [String]()) == nil)
    }
}
