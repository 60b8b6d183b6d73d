@testable import FitTodayImageCache
import FitTodaySystem
import FitTodayTestSupport
import Foundation
import Testing

/// One file holds every entry's metadata so a run does not read a sidecar per image; it is trusted only for the
/// entries folder exactly as it was, and otherwise lends only its newer access times.
@Suite("The index snapshot", .timeLimit(.minutes(5)))
struct IndexSnapshotTests {
    func metadata(_ url: String, lastAccess: Date) -> ImageEntryMetadata {
        ImageEntryMetadata(formatVersion: 1, url: url, contentType: "image/png", byteCount: 300, contentSHA256: String(repeating: "a", count: 64),
                           etag: "W/\"1\t2\"", lastModified: nil, fetchedAt: Date(timeIntervalSinceReferenceDate: 700_000_000.123456),
                           maxAge: 3600.5, lastAccess: lastAccess)
    }

    @Test("reads back what it wrote; a cut or changed file is refused")
    func roundTrip() throws {
        let stamp = FolderStamp(device: UInt64.max, inode: 42, seconds: 1_700_000_001, nanoseconds: 456)
        let snapshot = IndexSnapshot(stamp: stamp, entries: [
            ("k1", metadata("https://example.com/a ção.png", lastAccess: Date(timeIntervalSinceReferenceDate: 1))),
            ("k2", metadata("https://example.com/b.png", lastAccess: Date(timeIntervalSinceReferenceDate: 2.5))),
        ])
        let bytes = snapshot.encoded()
        #expect(IndexSnapshot(decoding: bytes) == snapshot)
        #expect(IndexSnapshot(decoding: IndexSnapshot(stamp: nil, entries: []).encoded()) == IndexSnapshot(stamp: nil, entries: []))
        for length in stride(from: 0, to: bytes.count, by: 7) { #expect(IndexSnapshot(decoding: Array(bytes.prefix(length))) == nil) }
        for position in stride(from: 0, to: bytes.count, by: 11) {
            var changed = bytes
            changed[position] ^= 0x20
            #expect(IndexSnapshot(decoding: changed) == nil, "byte \(position)")
        }
    }

    @Test("a quiet folder's snapshot is used as the index; any change to the entries folder means reading the sidecars")
    func trustedOnlyForTheSameFolder() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/a.png": .image(TestImages.png(size: 300, seed: 1), headers: ["Cache-Control": "max-age=3600"]),
                                    "/b.png": .image(TestImages.png(size: 400, seed: 2), headers: ["Cache-Control": "max-age=3600"])])
        let directory = try TemporaryDirectory()
        let first = try makeCache(directory)
        for path in ["/a.png", "/b.png"] { #expect(await first.image(for: server.url(path)).image != nil) }
        try await first.synchronize()
        // Just written: not trusted yet, so a change in the same clock tick can never be missed.
        #expect(try #require(DiskStore(root: directory.url).readIndexSnapshot()).stamp == nil)

        // Past the clock's grain (FileClock): the folder is settled now.
        try await Task.sleep(for: .milliseconds(50))
        let second = try makeCache(directory)
        #expect(await !second.isLoadedFromSnapshot)
        try await second.synchronize()
        #expect(try #require(DiskStore(root: directory.url).readIndexSnapshot()).stamp != nil)

        let third = try makeCache(directory)
        #expect(await third.isLoadedFromSnapshot)
        #expect(await third.storedImages(for: [server.url("/a.png"), server.url("/b.png")]).allSatisfy { $0 != nil })
        #expect(await third.diskUsage().entryCount == 2)

        // A sidecar removed by hand changes the folder: the sidecars are read again and the entry is gone.
        try FileManager.default.removeItem(at: directory.metadataFile(for: server.url("/b.png")))
        let fourth = try makeCache(directory)
        #expect(await !fourth.isLoadedFromSnapshot)
        #expect(await fourth.storedImages(for: [server.url("/a.png"), server.url("/b.png")]).map { $0 != nil } == [true, false])
        #expect(await fourth.diskUsage().entryCount == 1)
    }

    @Test("an access an hour old is kept in the snapshot, not in the sidecar, and outlives a snapshot of another state")
    func accessTimesGoToTheSnapshot() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/a.png": .image(TestImages.png(size: 300, seed: 3), headers: ["Cache-Control": "max-age=86400"])])
        let directory = try TemporaryDirectory()
        let first = try makeCache(directory)
        _ = await first.image(for: server.url("/a.png"))
        try await first.synchronize()
        // The sidecar says it was last used two hours ago.
        let sidecar = directory.metadataFile(for: server.url("/a.png"))
        var stored = try ImageEntryMetadata.decoder().decode(ImageEntryMetadata.self, from: Data(contentsOf: sidecar))
        stored.lastAccess = Date().addingTimeInterval(-7200)
        try ImageEntryMetadata.encoder().encode(stored).write(to: sidecar)
        let before = try Data(contentsOf: sidecar)
        // Without the first run's index, which knows the download's later time.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("index"))

        let cache = try makeCache(directory)
        let started = Date()
        #expect(await cache.storedImages(for: [server.url("/a.png")])[0] != nil)
        try await cache.synchronize()
        #expect(try Data(contentsOf: sidecar) == before)
        let kept = try #require(DiskStore(root: directory.url).readIndexSnapshot()?.entries.first?.metadata.lastAccess)
        #expect(kept >= started.addingTimeInterval(-1))

        // The folder changed since (a new entry): the sidecars are read, with the snapshot's later access time.
        try await server.setRoutes(["/c.png": .image(TestImages.png(size: 500, seed: 4))])
        let other = try makeCache(directory)
        _ = await other.image(for: server.url("/c.png"))
        let next = try makeCache(directory)
        #expect(await !next.isLoadedFromSnapshot)
        #expect(await next.metadata(for: server.url("/a.png"))?.lastAccess == kept)
    }
}
