import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

@Suite("Persistent statistics and clear", .timeLimit(.minutes(5)))
struct StatisticsTests {
    @Test("synchronize merges each run into stats.json, readable without a cache")
    func persistAndAccumulate() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes([
            "/a.png": .image(TestImages.png(size: 500)),
            "/b.png": ImageServer.Route(status: 503),
        ])
        #expect(ImageCache.loadStatistics(directory: directory.url) == PersistedImageCacheStatistics())

        let first = try makeCache(directory) { $0.retries = 0 }
        _ = await first.image(for: server.url("/a.png"))
        _ = await first.image(for: server.url("/a.png"))
        _ = await first.image(for: server.url("/b.png"))
        try await first.synchronize()
        try await first.synchronize()  // nothing new: no double counting

        var saved = ImageCache.loadStatistics(directory: directory.url)
        #expect(saved.runs == 1)
        #expect(saved.totals == (await first.statistics()))
        #expect(saved.totals.failures == [.httpStatus(503): 1])
        #expect(saved.updatedAt != nil)

        let second = try makeCache(directory)
        _ = await second.image(for: server.url("/a.png"))
        try await second.synchronize()

        saved = ImageCache.loadStatistics(directory: directory.url)
        #expect(saved.runs == 2)
        #expect(saved.totals.requests == 4)
        #expect(saved.totals.downloads == 1)
        #expect(saved.totals.memoryHits == 1)
        #expect(saved.totals.diskHits == 1)
        #expect(saved.lastRun == (await second.statistics()))
        #expect(saved.totals.hitRate == 0.5)

        let text = try String(contentsOf: directory.url.appendingPathComponent("stats.json"), encoding: .utf8)
        #expect(text.contains("\"http_503\""))
    }

    @Test("two caches saving at the same time are both counted")
    func concurrentSaves() async throws {
        let directory = try TemporaryDirectory()
        let caches = try (0..<4).map { _ in try makeCache(directory) }
        for cache in caches {
            _ = await cache.image(for: try #require(URL(string: "ftp://example.com/a.png")))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for cache in caches {
                group.addTask { try await cache.synchronize() }
            }
            try await group.waitForAll()
        }
        let saved = ImageCache.loadStatistics(directory: directory.url)
        #expect(saved.runs == 4)
        #expect(saved.totals.failures == [.unsupportedScheme: 4])
    }

    @Test("a corrupt stats.json reads as empty and is replaced on the next save")
    func corruptStatistics() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("stats.json")
        try Data("{ broken".utf8).write(to: file)
        #expect(ImageCache.loadStatistics(directory: directory.url).runs == 0)

        let cache = try makeCache(directory)
        _ = await cache.image(for: try #require(URL(string: "file:///x.png")))
        try await cache.synchronize()
        #expect(ImageCache.loadStatistics(directory: directory.url).totals.requests == 1)
    }

    @Test("clear removes images, metadata and statistics; the cache keeps working")
    func clear() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes(["/a.png": .image(TestImages.tinyPNG)])
        let marker = directory.url.appendingPathComponent("not-ours.txt")
        try Data("keep me".utf8).write(to: marker)
        let cache = try makeCache(directory)
        _ = await cache.image(for: server.url("/a.png"))
        try await cache.synchronize()
        #expect(!directory.entryFiles.isEmpty)
        #expect(ImageCache.diskUsage(directory: directory.url).entryCount == 1)

        try await cache.clear()
        #expect(directory.entryFiles.isEmpty)
        #expect(ImageCache.loadStatistics(directory: directory.url).runs == 0)
        #expect(await cache.statistics() == ImageCacheStatistics())
        #expect(await cache.diskUsage().entryCount == 0)
        #expect(FileManager.default.fileExists(atPath: marker.path))

        #expect(await cache.image(for: server.url("/a.png")).image?.origin == .network)
        #expect(try await server.stats().count("/a.png") == 2)
    }

    @Test("disk usage is read from any process without changing the folder")
    func diskUsage() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes([
            "/a.png": .image(TestImages.png(size: 300)),
            "/b.png": .image(TestImages.png(size: 200), headers: ["Cache-Control": "max-age=0"]),
        ])
        let cache = try makeCache(directory)
        _ = await cache.prefetch([server.url("/a.png"), server.url("/b.png")])
        let usage = ImageCache.diskUsage(directory: directory.url)
        #expect(usage == ImageCacheDiskUsage(entryCount: 2, byteCount: 500, staleCount: 1))
        #expect(await cache.diskUsage() == usage)
    }

    @Test("failure reasons keep stable identifiers", arguments: [
        ImageFailureReason.unsupportedScheme, .notFound, .httpStatus(503), .timeout, .connection,
        .wrongContentType, .notAnImage, .tooLarge, .offlineMissing, .storage, .cancelled,
    ])
    func reasonIdentifiers(_ reason: ImageFailureReason) {
        #expect(ImageFailureReason(identifier: reason.identifier) == reason)
        #expect(!reason.description.isEmpty)
    }
}
