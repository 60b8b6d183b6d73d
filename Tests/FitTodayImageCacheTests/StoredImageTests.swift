import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

/// `storedImages(for:)` says where cached images are without reading them (a build copies and checks them
/// itself); whatever it cannot vouch for is left to `image(for:)`.
@Suite("Where cached images are, without reading them", .timeLimit(.minutes(5)))
struct StoredImageTests {
    @Test("fresh copies are found where image(for:) finds them; missing, unsupported and changed-size ones are not")
    func storedImagesAreTheCachedFiles() async throws {
        let server = try await ImageServer.start()
        let a = TestImages.png(size: 300, seed: 1), b = TestImages.png(size: 500, seed: 2)
        try await server.setRoutes(["/a.png": .image(a, headers: ["Cache-Control": "max-age=3600"]),
                                    "/b.png": .image(b, headers: ["Cache-Control": "max-age=3600"])])
        let directory = try TemporaryDirectory()
        let first = try makeCache(directory)
        let served = await first.image(for: server.url("/a.png")).image
        _ = await first.image(for: server.url("/b.png"))
        try await first.synchronize()
        let requestsBefore = try await server.stats().count("/a.png")

        let cache = try makeCache(directory)
        let urls = [server.url("/a.png"), server.url("/missing.png"), URL(string: "ftp://example.com/c.png")!, server.url("/b.png")]
        let stored = await cache.storedImages(for: urls)
        #expect(stored.count == 4)
        let storedA = try #require(stored[0])
        #expect(storedA.fileURL == served?.fileURL)
        #expect(try Data(contentsOf: storedA.fileURL) == a)
        #expect(storedA.contentType == "image/png" && storedA.byteCount == a.count && storedA.contentSHA256 == served?.contentSHA256)
        #expect(stored[1] == nil && stored[2] == nil && stored[3]?.byteCount == b.count)
        #expect(await cache.statistics().diskHits == 2)
        // Nothing was asked of the network.
        #expect(try await server.stats().count("/a.png") == requestsBefore)

        // A file cut short since it was stored is not vouched for: image(for:) sees to it.
        let file = try #require(stored[3]?.fileURL)
        try Data(b.prefix(100)).write(to: file)
        #expect(await cache.storedImages(for: [server.url("/b.png")]) == [nil])
    }

    @Test("a stale copy is found offline only; an access this hour is not written again")
    func staleCopiesAndAccessTimes() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/old.png": .image(TestImages.png(size: 200, seed: 3), headers: ["Cache-Control": "max-age=0"])])
        let directory = try TemporaryDirectory()
        let first = try makeCache(directory)
        _ = await first.image(for: server.url("/old.png"))
        try await first.synchronize()
        #expect(await (try makeCache(directory)).storedImages(for: [server.url("/old.png")]) == [nil])
        let offline = try makeCache(directory) { $0.offline = true }
        #expect(await offline.storedImages(for: [server.url("/old.png")])[0] != nil)

        // Accessed just now: the sidecar is not written again.
        let sidecar = directory.metadataFile(for: server.url("/old.png"))
        let before = try Data(contentsOf: sidecar)
        try await offline.synchronize()
        #expect(try Data(contentsOf: sidecar) == before)
    }
}
