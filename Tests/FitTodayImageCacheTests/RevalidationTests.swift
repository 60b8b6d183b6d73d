import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

@Suite("Revalidation", .timeLimit(.minutes(5)))
struct RevalidationTests {
    @Test("an expired image is revalidated with If-None-Match and a 304 refreshes it without a body")
    func notModifiedByETag() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 4_000, seed: 11)
        var route = ImageServer.Route.image(body, headers: ["Cache-Control": "max-age=0"])
        route.etag = "\"v1\""
        try await server.setRoutes(["/a.png": route])
        let url = server.url("/a.png")
        let cache = try makeCache(directory)

        #expect(await cache.image(for: url).image?.origin == .network)
        let firstFetch = try #require(await cache.metadata(for: url)?.fetchedAt)
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .revalidated)
        #expect(image.data == body)

        let log = try await server.stats().log
        #expect(log.count == 2)
        #expect(log[0].headers["If-None-Match"] == nil)
        #expect(log[1].headers["If-None-Match"] == "\"v1\"")
        #expect(log[1].status == 304)
        let metadata = try #require(await cache.metadata(for: url))
        #expect(metadata.fetchedAt > firstFetch)
        #expect(metadata.etag == "\"v1\"")

        let stats = await cache.statistics()
        #expect(stats.downloads == 1)
        #expect(stats.bytesDownloaded == body.count)
        #expect(stats.revalidationsNotModified == 1)
        #expect(stats.diskHits == 1)
    }

    @Test("Last-Modified is sent back as If-Modified-Since")
    func notModifiedByDate() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        var route = ImageServer.Route.image(TestImages.gif(), contentType: "image/gif")
        route.last_modified = "Wed, 21 Oct 2026 07:28:00 GMT"
        try await server.setRoutes(["/a.gif": route])
        let url = server.url("/a.gif")
        let cache = try makeCache(directory) { $0.defaultMaxAge = 0 }

        _ = await cache.image(for: url)
        #expect(await cache.image(for: url).image?.origin == .revalidated)
        let log = try await server.stats().log
        #expect(log.map(\.status) == [200, 304])
        #expect(log[1].headers["If-Modified-Since"] == "Wed, 21 Oct 2026 07:28:00 GMT")
    }

    @Test("a fresh image is not revalidated")
    func freshNotRevalidated() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        var route = ImageServer.Route.image(TestImages.tinyPNG, headers: ["Cache-Control": "max-age=3600"])
        route.etag = "\"v1\""
        try await server.setRoutes(["/a.png": route])
        let url = server.url("/a.png")
        _ = try await makeCache(directory).image(for: url)
        let cache = try makeCache(directory) { $0.defaultMaxAge = 0 }  // the response's max-age wins
        #expect(await cache.image(for: url).image?.origin == .disk)
        #expect(try await server.stats().total == 1)
        #expect(await cache.metadata(for: url)?.maxAge == 3600)
    }

    @Test("a changed image comes back with 200 and replaces the old one")
    func changedImage() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let old = TestImages.png(size: 1_500, seed: 1)
        let new = TestImages.jpeg(size: 2_500)
        var route = ImageServer.Route.image(old, headers: ["Cache-Control": "no-cache"])
        route.etag = "\"v1\""
        try await server.setRoutes(["/a": route])
        let url = server.url("/a")
        let cache = try makeCache(directory)
        _ = await cache.image(for: url)

        var changed = ImageServer.Route.image(new, contentType: "image/jpeg", headers: ["Cache-Control": "max-age=60"])
        changed.etag = "\"v2\""
        try await server.setRoutes(["/a": changed])
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .network)
        #expect(image.data == new)
        #expect(image.contentType == "image/jpeg")
        #expect(try Data(contentsOf: directory.imageFile(for: url)) == new)
        #expect(await cache.metadata(for: url)?.etag == "\"v2\"")
        #expect(await cache.diskUsage().byteCount == new.count)
        let stats = await cache.statistics()
        #expect(stats.revalidationsRefreshed == 1)
        #expect(stats.downloads == 2)
        #expect(try await server.stats().log.last?.headers["If-None-Match"] == "\"v1\"")
    }

    @Test("when revalidation gets a 500, the stale copy is served")
    func staleOnServerError() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.png(size: 900, seed: 2)
        var route = ImageServer.Route.image(body, headers: ["Cache-Control": "max-age=0"])
        route.etag = "\"v1\""
        try await server.setRoutes(["/a.png": route])
        let url = server.url("/a.png")
        let cache = try makeCache(directory) { $0.retries = 1 }
        _ = await cache.image(for: url)

        try await server.setRoutes(["/a.png": ImageServer.Route(status: 500)])
        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .stale)
        #expect(image.data == body)
        #expect(try await server.stats().log.map(\.status) == [200, 500, 500])
        let stats = await cache.statistics()
        #expect(stats.staleServed == 1)
        #expect(stats.revalidationsFailed == 1)
        #expect(stats.failureCount == 0)
        #expect(FileManager.default.fileExists(atPath: directory.imageFile(for: url).path))
    }

    @Test("when the server is gone, the stale copy is served")
    func staleOnConnectionRefused() async throws {
        let server = try await ImageServer.dedicated()
        let directory = try TemporaryDirectory()
        let body = TestImages.gif()
        try await server.setRoutes(["/icon.svg": .image(body, contentType: "image/gif", headers: ["Cache-Control": "max-age=0"])])
        let url = server.url("/icon.svg")
        let cache = try makeCache(directory) { $0.retries = 0 }
        _ = await cache.image(for: url)
        await server.shutdown()

        let image = try #require(await cache.image(for: url).image)
        #expect(image.origin == .stale)
        #expect(image.data == body)
        #expect(await cache.statistics().staleServed == 1)
    }

    @Test("when revalidation returns an HTML page with 200, the stale copy is kept")
    func staleOnHTML() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let body = TestImages.webp()
        try await server.setRoutes(["/a.webp": .image(body, contentType: "image/webp", headers: ["Cache-Control": "max-age=0"])])
        let url = server.url("/a.webp")
        let cache = try makeCache(directory)
        _ = await cache.image(for: url)

        try await server.setRoutes(["/a.webp": .image(TestImages.html, contentType: "text/html")])
        #expect(await cache.image(for: url).image?.origin == .stale)
        #expect(try Data(contentsOf: directory.imageFile(for: url)) == body)
    }
}

@Suite("Offline mode", .timeLimit(.minutes(5)))
struct OfflineTests {
    @Test("offline makes no request: cached images (even expired) are served, missing ones reported")
    func offline() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        let fresh = TestImages.png(size: 600, seed: 1)
        let expired = TestImages.png(size: 700, seed: 2)
        try await server.setRoutes([
            "/fresh.png": .image(fresh),
            "/expired.png": .image(expired, headers: ["Cache-Control": "max-age=0"]),
            "/never.png": .image(TestImages.tinyPNG),
        ])
        let online = try makeCache(directory)
        _ = await online.prefetch([server.url("/fresh.png"), server.url("/expired.png")])
        try await server.reset()
        try await server.setRoutes(["/never.png": .image(TestImages.tinyPNG)])

        let cache = try makeCache(directory) { $0.offline = true }
        #expect(await cache.image(for: server.url("/fresh.png")).image?.origin == .disk)
        let stale = try #require(await cache.image(for: server.url("/expired.png")).image)
        #expect(stale.origin == .stale)
        #expect(stale.data == expired)
        #expect(await cache.image(for: server.url("/never.png")) == .failure(.offlineMissing))

        let report = await cache.prefetch([
            server.url("/fresh.png"), server.url("/expired.png"), server.url("/never.png"), server.url("/other.png"),
        ])
        #expect(report.ready == 2)
        #expect(report.unavailable == 2)
        #expect(report.failuresByReason == [.offlineMissing: 2])
        #expect(report.ready == 2 && report.unavailable == 2)

        #expect(try await server.stats().total == 0)
        let stats = await cache.statistics()
        #expect(stats.networkRequests == 0)
        #expect(stats.failures == [.offlineMissing: 3])
        #expect(stats.staleServed == 2)
    }

    @Test("offline with an empty cache reports every image missing")
    func offlineEmpty() async throws {
        let server = try await ImageServer.start()
        let directory = try TemporaryDirectory()
        try await server.setRoutes(["/a.png": .image(TestImages.tinyPNG)])
        let cache = try makeCache(directory) { $0.offline = true }
        let report = await cache.prefetch([server.url("/a.png")])
        #expect(report.ready == 0 && report.unavailable == 1)
        #expect(try await server.stats().total == 0)
    }
}
