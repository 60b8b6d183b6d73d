import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

/// `images(for:)` answers many URLs in one call (a build asks for every image of the library); it must give what
/// `image(for:)` gives for each, and count them the same way.
@Suite("Looking up many images at once", .timeLimit(.minutes(5)))
struct BatchLookupTests {
    @Test("offline, cached and missing images alike: the same results and statistics as one call per image")
    func sameAsOneByOne() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/a.png": .image(TestImages.png(size: 300, seed: 1)), "/b.png": .image(TestImages.png(size: 500, seed: 2))])
        let batched = try TemporaryDirectory(), single = try TemporaryDirectory()
        for directory in [batched, single] {
            let online = try makeCache(directory)
            for path in ["/a.png", "/b.png"] { #expect(await online.image(for: server.url(path)).image != nil) }
            try await online.synchronize()
        }
        let urls = [server.url("/a.png"), server.url("/missing-1.png"), server.url("/b.png"), URL(string: "ftp://example.com/c.png")!,
                    server.url("/missing-2.png"), server.url("/a.png"), server.url("/missing-1.png")]

        let batchCache = try makeCache(batched) { $0.offline = true }
        let batch = await batchCache.images(for: urls)
        let singleCache = try makeCache(single) { $0.offline = true }
        var oneByOne: [ImageResult] = []
        for url in urls { oneByOne.append(await singleCache.image(for: url)) }

        #expect(batch.count == urls.count)
        #expect(batch.map(\.image?.data) == oneByOne.map(\.image?.data))
        #expect(batch.map(\.image?.origin) == oneByOne.map(\.image?.origin))
        #expect(batch.map { $0.image == nil ? "\($0)" : "image" } == oneByOne.map { $0.image == nil ? "\($0)" : "image" })
        #expect(batch[1] == .failure(.offlineMissing))
        #expect(await batchCache.statistics() == (await singleCache.statistics()))
        #expect(await batchCache.statistics().requests == urls.count)
    }
}
