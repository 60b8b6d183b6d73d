import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

/// The cache checks what it serves, refuses SVG from a server and survives a folder it cannot write (issue 16).
@Suite("What the cache serves is checked", .timeLimit(.minutes(5)))
struct CacheHardeningTests {
    @Test("a byte flipped inside a stored image is caught by its hash and downloaded again")
    func flippedByteOnline() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 2_000, seed: 9)
        try await server.setRoutes(["/a.png": .image(body)])
        let url = server.url("/a.png")
        _ = try await makeCache(directory).image(for: url)

        // Same size, same magic bytes, one byte different in the middle.
        var damaged = body
        damaged[1_000] ^= 0xFF
        try damaged.write(to: directory.imageFile(for: url))
        let cache = try makeCache(directory)
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .network)
        #expect(image.data == body)
        #expect(try Data(contentsOf: directory.imageFile(for: url)) == body)
        #expect(try await server.stats().count("/a.png") == 2)
    }

    @Test("offline, a damaged entry is dropped and reported missing (the site shows the illustration)")
    func flippedByteOffline() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 2_000, seed: 10)
        try await server.setRoutes(["/a.png": .image(body)])
        let url = server.url("/a.png")
        _ = try await makeCache(directory).image(for: url)
        var damaged = body
        damaged[1_500] ^= 0x01
        try damaged.write(to: directory.imageFile(for: url))

        let cache = try makeCache(directory) { $0.offline = true }
        #expect(await cache.image(for: url) == .failure(.offlineMissing))
        #expect(!FileManager.default.fileExists(atPath: directory.imageFile(for: url).path))
    }

    @Test("an SVG from the server is refused, whatever its content type says")
    func svgRefused() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let script = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8)
        try await server.setRoutes([
            "/a.svg": .image(script, contentType: "image/svg+xml"),
            "/b.png": .image(script, contentType: "image/png"),
        ])
        let cache = try makeCache(directory)
        #expect(await cache.image(for: server.url("/a.svg")) == .failure(.notAnImage))
        #expect(await cache.image(for: server.url("/b.png")) == .failure(.notAnImage))
        #expect(directory.entryFiles.isEmpty)
    }

    @Test("a cache folder that cannot be written degrades to this run only")
    func unwritableFolder() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 500, seed: 11)
        try await server.setRoutes(["/a.png": .image(body)])
        // A file where the cache folder should be: no one, not even root, can make the folder.
        let blocked = directory.url.appendingPathComponent("blocked")
        try Data("x".utf8).write(to: blocked)
        let configuration = testConfiguration(directory) { $0.directory = blocked.appendingPathComponent("images") }
        let cache = try ImageCache(configuration: configuration, logger: quietLogger)
        #expect(cache.isMemoryOnly)
        let image = try #require(await cache.image(for: server.url("/a.png")).image)
        #expect(image.data == body)
        #expect(try Data(contentsOf: image.fileURL) == body)
        #expect(!image.fileURL.path.hasPrefix(blocked.path))
        try await cache.synchronize()

        let offline = testConfiguration(directory) {
            $0.directory = blocked.appendingPathComponent("images")
            $0.offline = true
        }
        let offlineCache = try ImageCache(configuration: offline, logger: quietLogger)
        #expect(await offlineCache.image(for: server.url("/a.png")) == .failure(.offlineMissing))
    }
}
