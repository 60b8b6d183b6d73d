import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

@Suite("Disk LRU eviction", .timeLimit(.minutes(5)))
struct EvictionTests {
    /// Serves `/a.png`, `/b.png`, … with PNG bodies of the given sizes.
    private func serve(_ sizes: [String: Int], on server: ImageServer) async throws {
        var routes: [String: ImageServer.Route] = [:]
        for (index, (name, size)) in sizes.sorted(by: { $0.key < $1.key }).enumerated() {
            routes["/\(name).png"] = .image(TestImages.png(size: size, seed: UInt8(index)))
        }
        try await server.setRoutes(routes)
    }

    @Test("the least recently used image is evicted first and the disk limit holds after every write")
    func evictionOrder() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await serve(["a": 1_000, "b": 1_000, "c": 1_000, "d": 1_000], on: server)
        let cache = try makeCache(directory) { $0.diskLimitBytes = 3_000 }
        func url(_ name: String) -> String { server.url("/\(name).png").absoluteString }

        for name in ["a", "b", "c"] {
            _ = await cache.image(for: server.url("/\(name).png"))
            #expect(directory.imageBytes <= 3_000)
        }
        #expect(await cache.cachedURLsByRecency() == [url("a"), url("b"), url("c")])

        // Using a makes b the least recently used.
        #expect(await cache.image(for: server.url("/a.png")).image?.origin == .memory)
        #expect(await cache.cachedURLsByRecency() == [url("b"), url("c"), url("a")])

        _ = await cache.image(for: server.url("/d.png"))
        #expect(directory.imageBytes <= 3_000)
        #expect(await cache.cachedURLsByRecency() == [url("c"), url("a"), url("d")])
        #expect(!FileManager.default.fileExists(atPath: directory.imageFile(for: server.url("/b.png")).path))
        #expect(!FileManager.default.fileExists(atPath: directory.metadataFile(for: server.url("/b.png")).path))
        #expect(FileManager.default.fileExists(atPath: directory.imageFile(for: server.url("/a.png")).path))

        // b comes back from the network and pushes out c.
        #expect(await cache.image(for: server.url("/b.png")).image?.origin == .network)
        #expect(await cache.cachedURLsByRecency() == [url("a"), url("d"), url("b")])
        #expect(directory.imageBytes <= 3_000)
        #expect(directory.imageFiles.count == 3)
        #expect(await cache.statistics().evictions == 2)
        #expect(await cache.diskUsage().byteCount == 3_000)
    }

    @Test("the limit holds with uneven sizes and parallel prefetch")
    func limitNeverExceeded() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        var sizes: [String: Int] = [:]
        for index in 0..<16 { sizes["img\(index)"] = 300 + index * 97 }
        try await serve(sizes, on: server)
        let limit = 4_000
        let cache = try makeCache(directory) {
            $0.diskLimitBytes = limit
            $0.concurrency = 4
        }
        let largest = MaxBox()
        let urls = sizes.keys.sorted().map { server.url("/\($0).png") }
        let report = await cache.prefetch(urls) { _ in largest.record(directory.imageBytes) }
        #expect(report.ready == 16)
        #expect(largest.value <= limit)
        #expect(largest.value > 0)
        #expect(directory.imageBytes <= limit)
        #expect(await cache.diskUsage().byteCount == directory.imageBytes)
        #expect(await cache.statistics().evictions > 0)
    }

    @Test("recency survives a restart once synchronized, and a smaller limit is enforced at startup")
    func persistedRecency() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await serve(["a": 1_000, "b": 1_000, "c": 1_000, "d": 1_000], on: server)
        func url(_ name: String) -> String { server.url("/\(name).png").absoluteString }
        do {
            let cache = try makeCache(directory) { $0.diskLimitBytes = 3_000 }
            for name in ["a", "b", "c", "a"] {
                _ = await cache.image(for: server.url("/\(name).png"))
            }
            try await cache.synchronize()
        }
        let reopened = try makeCache(directory) { $0.diskLimitBytes = 3_000 }
        #expect(await reopened.cachedURLsByRecency() == [url("b"), url("c"), url("a")])
        _ = await reopened.image(for: server.url("/d.png"))
        #expect(await reopened.cachedURLsByRecency() == [url("c"), url("a"), url("d")])

        let shrunk = try makeCache(directory) { $0.diskLimitBytes = 2_000 }
        #expect(await shrunk.cachedURLsByRecency() == [url("a"), url("d")])
        #expect(directory.imageBytes == 2_000)
        #expect(await shrunk.statistics().evictions == 1)
    }

    @Test("an image larger than the whole disk budget is refused, not stored")
    func largerThanDisk() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await serve(["big": 5_000], on: server)
        let cache = try makeCache(directory) { $0.diskLimitBytes = 4_000 }
        #expect(await cache.image(for: server.url("/big.png")) == .failure(.tooLarge))
        #expect(directory.entryFiles.isEmpty)
        #expect(directory.temporaryFiles.isEmpty)
    }
}

/// Thread-safe running maximum, for checks made from @Sendable callbacks.
final class MaxBox: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0

    var value: Int { lock.withLock { current } }

    func record(_ value: Int) {
        lock.withLock { current = max(current, value) }
    }
}
