import FitTodayHashing
import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

@Suite("Prefetch", .timeLimit(.minutes(5)))
struct PrefetchTests {
    @Test("the report counts downloads, cached images and failures; progress reaches the total")
    func report() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes([
            "/a.png": .image(TestImages.png(size: 100, seed: 1)),
            "/b.gif": .image(TestImages.gif(), contentType: "image/gif"),
            "/c.jpg": .image(TestImages.jpeg(), contentType: "image/jpeg"),
            "/page": .image(TestImages.html, contentType: "text/html"),
        ])
        let urls = [
            server.url("/a.png"), server.url("/b.gif"), server.url("/a.png"),  // duplicate
            server.url("/c.jpg"), server.url("/missing.png"), server.url("/page"),
            try #require(URL(string: "ftp://example.com/x.png")),
        ]
        let cache = try makeCache(directory)
        let progress = ProgressLog()
        let report = await cache.prefetch(urls) { progress.append($0) }

        #expect(report.total == 6)
        #expect(report.ready == 3)
        #expect(report.downloaded == 3)
        #expect(report.unavailable == 3)
        #expect(report.bytesDownloaded == 100 + TestImages.gif().count + TestImages.jpeg().count)
        #expect(report.failures[server.url("/missing.png")] == .notFound)
        #expect(report.failures[server.url("/page")] == .wrongContentType)
        #expect(report.failuresByReason == [.notFound: 1, .wrongContentType: 1, .unsupportedScheme: 1])
        #expect(report.ready == 3 && report.unavailable == 3)
        #expect(report.duration >= 0)

        let events = progress.events
        #expect(events.count == 6)
        #expect(events.map(\.completed) == Array(1...6))
        #expect(events.allSatisfy { $0.total == 6 })
        #expect(events.last?.fractionCompleted == 1)
        #expect(Set(events.map(\.url)) == Set(urls))
        #expect(try await server.stats().count("/a.png") == 1)

        // A second prefetch finds everything in the cache.
        let again = await cache.prefetch(urls)
        #expect(again.alreadyCached == 3)
        #expect(again.downloaded == 0)
        #expect(try await server.stats().count("/a.png") == 1)
    }

    @Test("an empty prefetch reports nothing")
    func emptyPrefetch() async throws {
        let directory = try TemporaryDirectory()
        let report = await (try makeCache(directory)).prefetch([])
        #expect(report.total == 0)
        #expect(report.ready == 0)
    }

    // These images live beside the repository (../shared); a clone without them skips the test.
    @Test("prefetches the real free-exercise-db JPEGs byte for byte, then serves them offline",
          .enabled(if: SharedImages.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", "../shared/data/free-exercise-db/images is absent"))
    func realJPEGs() async throws {
        // Under CI=true it always runs, and fails when ../shared is absent.
        try #require(SharedImages.isAvailable, "../shared/data/free-exercise-db/images is absent")
        let exercises = SharedImages.exercisesWithImages
        try #require(!exercises.isEmpty)
        let server = try await ImageServer.dedicated(directory: SharedImages.directory)
        let directory = try TemporaryDirectory()
        let urls = exercises.map { server.url("/\($0)/0.jpg") }
        let cache = try makeCache(directory)
        let report = await cache.prefetch(urls)
        #expect(report.ready == exercises.count)
        #expect(report.downloaded == exercises.count)
        #expect(report.unavailable == 0)

        for (exercise, url) in zip(exercises, urls) {
            let source = SharedImages.directory.appendingPathComponent("\(exercise)/0.jpg")
            let image = try #require(await cache.image(for: url).image)
            #expect(image.contentType == "image/jpeg")
            #expect(try Data(contentsOf: image.fileURL) == Data(contentsOf: source))
            #expect(image.contentSHA256 == (try SHA256.hexDigest(contentsOf: source)))
        }
        #expect(try await server.stats().total == exercises.count)

        let offline = try makeCache(directory) { $0.offline = true }
        let offlineReport = await offline.prefetch(urls)
        #expect(offlineReport.ready == exercises.count)
        #expect(offlineReport.alreadyCached == exercises.count)
        #expect(try await server.stats().total == exercises.count)
    }
}

/// Collects progress events from the @Sendable callback.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [PrefetchProgress] = []

    var events: [PrefetchProgress] { lock.withLock { storage } }

    func append(_ event: PrefetchProgress) {
        lock.withLock { storage.append(event) }
    }
}
