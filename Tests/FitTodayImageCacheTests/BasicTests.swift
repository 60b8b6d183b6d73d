import FitTodayImageCache
import Foundation
import Testing

@Suite("Image cache: hits and misses")
struct HitMissTests {
    @Test("a miss downloads, then memory hit, then disk hit from a new instance")
    func missThenHits() async throws {
        let server = try ImageServer()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 2_000, seed: 1)
        try await server.setRoutes(["/a.png": .image(body)])
        let url = server.url("/a.png")

        let cache = try makeCache(directory)
        let first = try #require(await cache.image(for: url).image)
        #expect(first.origin == .network)
        #expect(first.data == body)
        #expect(first.contentType == "image/png")
        #expect(first.byteCount == body.count)
        #expect(try Data(contentsOf: first.fileURL) == body)

        let second = try #require(await cache.image(for: url).image)
        #expect(second.origin == .memory)
        #expect(second.fileURL == first.fileURL)

        let reopened = try makeCache(directory)
        let third = try #require(await reopened.image(for: url).image)
        #expect(third.origin == .disk)
        #expect(third.data == body)

        #expect(try await server.stats().count("/a.png") == 1)
        let stats = await cache.statistics()
        #expect(stats.misses == 1)
        #expect(stats.memoryHits == 1)
        #expect(stats.downloads == 1)
        #expect(stats.bytesDownloaded == body.count)
        #expect(stats.hitRate == 0.5)
        #expect(await reopened.statistics().diskHits == 1)
    }
}
