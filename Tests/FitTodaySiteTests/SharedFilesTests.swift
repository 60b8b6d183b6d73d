import FitTodayBuild
import FitTodayTestSupport
import Foundation
import Testing

/// A team's images go through the publisher every page goes through: given ``SharedFiles``, both publishers put each
/// shared file into the site as a hard link to the one copy, and a site's own file of the same name becomes the link.
@Suite struct SharedFilesTests {
    static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    static func publishWhole(_ output: URL, shared: SharedFiles?, files: [(String, [UInt8])], contentAddressed: [(String, [UInt8])]) throws
        -> WholeSitePublisher {
        let staging = SiteStaging(output: output, shared: shared)
        try staging.prepare()
        let publisher = WholeSitePublisher(staging: staging)
        for (path, bytes) in files { try publisher.publish(bytes, to: path) }
        for (path, bytes) in contentAddressed { try publisher.publishContentAddressed(bytes, to: path) }
        try publisher.commit()
        return publisher
    }

    @Test func twoSitesShareOneCopyOfEachImageAndKeepTheirOwnOtherFiles() throws {
        let directory = try TemporaryDirectory()
        let shared = SharedFiles(folder: directory.url.appendingPathComponent("images"), prefix: "images/")
        let photo = Array("a photo".utf8), style = Array("body{}".utf8)
        for name in ["ana", "bia"] {
            _ = try Self.publishWhole(directory.url.appendingPathComponent(name), shared: shared, files: [("index.html", Array(name.utf8))],
                                      contentAddressed: [("images/ab/photo.1a2b.webp", photo), ("assets/app.3c4d.css", style)])
        }
        let copy = try #require(Self.inode(directory.path("images/ab/photo.1a2b.webp")))
        for name in ["ana", "bia"] {
            #expect(FileManager.default.contents(atPath: directory.path("\(name)/images/ab/photo.1a2b.webp")) == Data(photo))
            #expect(Self.inode(directory.path("\(name)/images/ab/photo.1a2b.webp")) == copy, "\(name)'s image is the team's copy")
            // Outside the prefix, each site keeps its own file.
            #expect(FileManager.default.contents(atPath: directory.path("\(name)/assets/app.3c4d.css")) == Data(style))
        }
        #expect(Self.inode(directory.path("ana/assets/app.3c4d.css")) != Self.inode(directory.path("bia/assets/app.3c4d.css")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("images/ab")) == ["photo.1a2b.webp"], "no temporary file left")
    }

    @Test func aSitesOwnImageBecomesTheSharedCopyAndThenStaysAsItIs() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("ana")
        let shared = SharedFiles(folder: directory.url.appendingPathComponent("images"), prefix: "images/")
        let photo = Array("a photo".utf8)
        // A solo build first: the site's own file.
        _ = try Self.publishWhole(output, shared: nil, files: [("index.html", [1])], contentAddressed: [("images/photo.webp", photo)])
        #expect(Self.inode(directory.path("images/photo.webp")) == nil)
        // The same site in a team: its file becomes a link to the team's copy.
        let joined = try Self.publishWhole(output, shared: shared, files: [("index.html", [1])], contentAddressed: [("images/photo.webp", photo)])
        #expect(joined.counts.written == 1)
        let copy = try #require(Self.inode(directory.path("images/photo.webp")))
        #expect(Self.inode(directory.path("ana/images/photo.webp")) == copy)
        // The morning after, nothing to write: the link is kept.
        let again = try Self.publishWhole(output, shared: shared, files: [("index.html", [1])], contentAddressed: [("images/photo.webp", photo)])
        #expect(again.counts.written == 0)
        #expect(Self.inode(directory.path("ana/images/photo.webp")) == copy)
    }

    @Test func anUpdateInPlaceLinksTheImageItAdds() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("ana")
        let shared = SharedFiles(folder: directory.url.appendingPathComponent("images"), prefix: "images/")
        _ = try Self.publishWhole(output, shared: shared, files: [("index.html", [1])], contentAddressed: [])
        let staging = SiteStaging(output: output, shared: shared)
        try staging.prepare()
        let update = InPlaceSitePublisher(staging: staging, files: 2, digest: "")
        try update.publishContentAddressed(Array("new".utf8), to: "images/new.webp")
        try update.commit()
        #expect(FileManager.default.contents(atPath: directory.path("ana/images/new.webp")) == Data("new".utf8))
        #expect(Self.inode(directory.path("ana/images/new.webp")) == Self.inode(directory.path("images/new.webp")))
    }
}
