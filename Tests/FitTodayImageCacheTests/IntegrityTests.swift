import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

@Suite("Atomic writes and corrupt entries", .timeLimit(.minutes(5)))
struct IntegrityTests {
    @Test("a download cut off mid-body leaves no file behind, and a later fetch works")
    func truncatedDownload() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 50_000, seed: 3)
        var truncated = ImageServer.Route.image(body)
        truncated.truncate = true
        try await server.setRoutes(["/a.png": truncated])
        let url = server.url("/a.png")
        let cache = try makeCache(directory) { $0.retries = 1 }

        #expect(await cache.image(for: url) == .failure(.connection))
        #expect(try await server.stats().count("/a.png") == 2)  // a connection error is retried
        #expect(directory.entryFiles.isEmpty)
        #expect(directory.temporaryFiles.isEmpty)
        #expect(await cache.metadata(for: url) == nil)

        try await server.setRoutes(["/a.png": .image(body)])
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .network)
        #expect(try Data(contentsOf: image.fileURL) == body)
        #expect(await cache.statistics().failures == [.connection: 1])
    }

    @Test("leftovers of a crash are cleaned at startup and never served")
    func crashLeftovers() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 800, seed: 4)
        try await server.setRoutes(["/a.png": .image(body)])
        let url = server.url("/a.png")
        _ = try makeCache(directory)  // creates the folders

        // A half-written temporary file from a crashed process, and an image renamed into place
        // whose sidecar was never written.
        let temporary = directory.url.appendingPathComponent("tmp/crashed.part")
        try Data(body.prefix(100)).write(to: temporary)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: temporary.path)
        let recent = directory.url.appendingPathComponent("tmp/in-progress.part")
        try Data(body.prefix(100)).write(to: recent)
        try Data(body.prefix(400)).write(to: directory.imageFile(for: url))

        let cache = try makeCache(directory)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))  // may belong to a live process
        #expect(!FileManager.default.fileExists(atPath: directory.imageFile(for: url).path))
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .network)
        #expect(image.data == body)
    }

    @Test("a file whose bytes are not an image any more is dropped and fetched again")
    func corruptContent() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 1_000, seed: 5)
        try await server.setRoutes(["/a.png": .image(body)])
        let url = server.url("/a.png")
        _ = try await makeCache(directory).image(for: url)

        // Same size, wrong magic bytes.
        try Data(repeating: 0x41, count: body.count).write(to: directory.imageFile(for: url))
        let cache = try makeCache(directory)
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .network)
        #expect(image.data == body)
        #expect(try Data(contentsOf: directory.imageFile(for: url)) == body)
        #expect(await cache.statistics().corruptEntries == 1)
        #expect(try await server.stats().count("/a.png") == 2)
    }

    @Test("a file of the wrong size is a miss even for a running cache holding it in memory")
    func truncatedFileWhileRunning() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 1_000, seed: 6)
        try await server.setRoutes(["/a.png": .image(body)])
        let url = server.url("/a.png")
        let cache = try makeCache(directory)
        _ = await cache.image(for: url)

        try Data(body.prefix(500)).write(to: directory.imageFile(for: url))
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .network)
        #expect(try Data(contentsOf: directory.imageFile(for: url)) == body)
        #expect(await cache.statistics().corruptEntries == 1)
    }

    @Test("a deleted image file is fetched again")
    func deletedFile() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes(["/a.png": .image(TestImages.tinyPNG)])
        let url = server.url("/a.png")
        let cache = try makeCache(directory) { $0.memoryLimitBytes = 0 }
        _ = await cache.image(for: url)
        try FileManager.default.removeItem(at: directory.imageFile(for: url))
        #expect(await cache.image(for: url).image?.origin == .network)
        #expect(FileManager.default.fileExists(atPath: directory.imageFile(for: url).path))
    }

    @Test("a corrupt or foreign metadata sidecar is a miss, never a crash", arguments: [
        Data("{ this is not json".utf8),
        Data(),
        Data(#"{"formatVersion": 1, "url": "http://elsewhere.example/x.png"}"#.utf8),
        Data(repeating: 0, count: 64),
    ])
    func corruptSidecar(_ garbage: Data) async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 700, seed: 7)
        try await server.setRoutes(["/a.png": .image(body)])
        let url = server.url("/a.png")
        _ = try await makeCache(directory).image(for: url)

        try garbage.write(to: directory.metadataFile(for: url))
        let cache = try makeCache(directory)
        #expect(await cache.metadata(for: url) == nil)
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .network)
        #expect(image.data == body)
        #expect(await cache.statistics().corruptEntries == 1)
    }

    @Test("a well-formed sidecar for another URL is dropped at startup")
    func foreignSidecar() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes(["/a.png": .image(TestImages.png(size: 900))])
        let url = server.url("/a.png")
        _ = try await makeCache(directory).image(for: url)
        let sidecar = directory.metadataFile(for: url)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any])
        object["url"] = "http://elsewhere.example/other.png"
        try JSONSerialization.data(withJSONObject: object).write(to: sidecar)

        let cache = try makeCache(directory)
        #expect(await cache.metadata(for: url) == nil)
        #expect(await cache.statistics().corruptEntries == 1)
        #expect(await cache.image(for: url).image?.origin == .network)
    }

    @Test("a sidecar claiming another size than its file is dropped at startup")
    func inconsistentSidecar() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes(["/a.png": .image(TestImages.png(size: 900))])
        let url = server.url("/a.png")
        _ = try await makeCache(directory).image(for: url)
        try Data(TestImages.png(size: 901)).write(to: directory.imageFile(for: url))

        let cache = try makeCache(directory)
        #expect(await cache.metadata(for: url) == nil)
        #expect(directory.entryFiles.isEmpty)
        #expect(await cache.image(for: url).image?.origin == .network)
    }
}
