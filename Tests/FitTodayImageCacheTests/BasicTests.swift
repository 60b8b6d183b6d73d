import FitTodayHashing
import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

@Suite("Hits and misses", .timeLimit(.minutes(5)))
struct HitMissTests {
    @Test("a miss downloads; then a memory hit; then a disk hit from a new instance")
    func missThenHits() async throws {
        let server = try await ImageServer.start()
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
        #expect(first.fileURL.lastPathComponent == ImageCache.cacheKey(for: url))

        let second = try #require(await cache.image(for: url).image)
        #expect(second.origin == .memory)
        #expect(second.fileURL == first.fileURL)
        #expect(second.data == body)

        let reopened = try makeCache(directory)
        let third = try #require(await reopened.image(for: url).image)
        #expect(third.origin == .disk)
        #expect(third.data == body)
        let fourth = try #require(await reopened.image(for: url).image)
        #expect(fourth.origin == .memory)

        #expect(try await server.stats().count("/a.png") == 1)
        let stats = await cache.statistics()
        #expect(stats.requests == 2)
        #expect(stats.misses == 1)
        #expect(stats.memoryHits == 1)
        #expect(stats.downloads == 1)
        #expect(stats.bytesDownloaded == body.count)
        #expect(stats.networkRequests == 1)
        #expect(stats.hitRate == 0.5)
        let reopenedStats = await reopened.statistics()
        #expect(reopenedStats.diskHits == 1)
        #expect(reopenedStats.memoryHits == 1)
        #expect(reopenedStats.networkRequests == 0)
    }

    @Test("the metadata sidecar records URL, type, size, hash, validators and dates")
    func metadataSidecar() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.jpeg(size: 500)
        try await server.setRoutes(["/photo.jpg": .image(body, contentType: "image/jpeg", headers: [
            "ETag": "\"abc\"", "Last-Modified": "Sun, 22 Nov 2026 08:00:00 GMT", "Cache-Control": "public, max-age=3600",
        ])])
        let url = server.url("/photo.jpg")
        let before = Date()
        let cache = try makeCache(directory)
        _ = try #require(await cache.image(for: url).image)

        let data = try Data(contentsOf: directory.metadataFile(for: url))
        let metadata = try JSONDecoder().decode(ImageEntryMetadata.self, from: data)
        #expect(metadata.url == url.absoluteString)
        #expect(metadata.contentType == "image/jpeg")
        #expect(metadata.byteCount == body.count)
        #expect(metadata.contentSHA256 == SHA256.hexDigest(body))
        #expect(metadata.etag == "\"abc\"")
        #expect(metadata.lastModified == "Sun, 22 Nov 2026 08:00:00 GMT")
        #expect(metadata.maxAge == 3600)
        #expect(metadata.fetchedAt >= before.addingTimeInterval(-1))
        #expect(metadata.lastAccess >= metadata.fetchedAt)
        #expect(await cache.metadata(for: url) == metadata)
    }

    @Test("without Cache-Control the configured default max-age (7 days) applies")
    func defaultMaxAge() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes(["/a.gif": .image(TestImages.gif(), contentType: "image/gif")])
        let cache = try makeCache(directory)
        let url = server.url("/a.gif")
        _ = await cache.image(for: url)
        #expect(await cache.metadata(for: url)?.maxAge == 7 * 24 * 60 * 60)
        #expect(cache.configuration.defaultMaxAge == 7 * 24 * 60 * 60)
    }

    @Test("the memory layer evicts its least recently used image within its byte budget")
    func memoryLRU() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let paths = ["/a.png", "/b.png", "/c.png"]
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.enumerated().map {
            ($0.element, ImageServer.Route.image(TestImages.png(size: 1_000, seed: UInt8($0.offset))))
        }))
        let cache = try makeCache(directory) { $0.memoryLimitBytes = 2_500 }
        for path in paths {
            #expect(await cache.image(for: server.url(path)).image?.origin == .network)
        }
        // Memory holds b and c; a fell out but is still on disk.
        #expect(await cache.image(for: server.url("/c.png")).image?.origin == .memory)
        #expect(await cache.image(for: server.url("/b.png")).image?.origin == .memory)
        #expect(await cache.image(for: server.url("/a.png")).image?.origin == .disk)
        // Reading a back pushed c (now least recent) out.
        #expect(await cache.image(for: server.url("/c.png")).image?.origin == .disk)
        #expect(try await server.stats().total == 3)
    }

    @Test("only http and https URLs are accepted, without any request", arguments: [
        "ftp://example.com/a.png", "file:///etc/passwd", "data:image/png;base64,AAAA", "mailto:a@b.c",
    ])
    func unsupportedScheme(_ text: String) async throws {
        let directory = try TemporaryDirectory()
        let cache = try makeCache(directory)
        let url = try #require(URL(string: text))
        #expect(await cache.image(for: url) == .failure(.unsupportedScheme))
        let stats = await cache.statistics()
        #expect(stats.failures[.unsupportedScheme] == 1)
        #expect(stats.networkRequests == 0)
        #expect(stats.misses == 1)
    }

    @Test("every request is counted as exactly one of memory hit, disk hit, miss or coalesced")
    func statisticsInvariant() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes([
            "/ok.png": .image(TestImages.tinyPNG),
            "/gone.png": ImageServer.Route(status: 404),
        ])
        let cache = try makeCache(directory)
        for path in ["/ok.png", "/ok.png", "/gone.png", "/ok.png", "/gone.png"] {
            _ = await cache.image(for: server.url(path))
        }
        let stats = await cache.statistics()
        #expect(stats.requests == 5)
        #expect(stats.requests == stats.memoryHits + stats.diskHits + stats.misses + stats.coalesced)
        #expect(stats.memoryHits == 2)
        #expect(stats.misses == 3)
        #expect(stats.failures == [.notFound: 2])
        #expect(stats.failureCount == 2)
    }
}
