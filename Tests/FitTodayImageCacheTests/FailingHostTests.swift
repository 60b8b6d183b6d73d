@testable import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

/// A build asks for every image of the library at once; a source that fails every request must cost a handful of
/// requests, not three per image one after another. Asserted on requests made and on the down-marking; how long a
/// build takes against such a source is `make bench`'s business.
@Suite("An image host that keeps failing", .timeLimit(.minutes(5)))
struct FailingHostTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var route: ImageServer.Route
        var reason: ImageFailureReason
        var testDescription: String { name }
    }

    static let failures: [Case] = {
        var cut = ImageServer.Route.image(TestImages.png(size: 4_000))
        cut.truncate = true
        return [
            Case(name: "HTTP 500", route: ImageServer.Route(status: 500), reason: .httpStatus(500)),
            Case(name: "no answer (a timeout)", route: ImageServer.Route(hang: 3), reason: .timeout),
            Case(name: "bodies cut off", route: cut, reason: .connection),
            Case(name: "an HTML page", route: .image(TestImages.html, contentType: "text/html; charset=utf-8"), reason: .wrongContentType),
            Case(name: "HTML labelled image/jpeg", route: .image(TestImages.html, contentType: "image/jpeg"), reason: .notAnImage),
            Case(name: "429 without Retry-After", route: ImageServer.Route(status: 429), reason: .httpStatus(429)),
        ]
    }()

    static let imageCount = 120
    static let concurrency = 5
    /// The tries of one image (`retries` is 2 in the tests' configuration).
    static let tries = 3
    /// The images that failed all their tries and marked the host down, plus the images already on their way then,
    /// each with all its tries.
    static let requestBound = (HostHealth.failuresToMarkDown + concurrency - 1) * tries

    @Test("marked down after 5 failures in a row: the rest of the run does not ask it", arguments: failures)
    func markedDown(_ testCase: Case) async throws {
        let server = try await ImageServer.start()
        let paths = (0..<Self.imageCount).map { "/img-\($0).png" }
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.map { ($0, testCase.route) }))
        let directory = try TemporaryDirectory()
        let cache = try makeCache(directory) {
            $0.concurrency = Self.concurrency
            $0.timeout = 1
        }
        let results = await cache.images(for: paths.map(server.url))
        #expect(results.allSatisfy { $0.image == nil })
        let counted = await cache.statistics().networkRequests
        let requests = try await server.total(reaching: counted)
        // Five images, each with all its tries (an answer that is not an image is not retried).
        let retried = ![ImageFailureReason.wrongContentType, .notAnImage].contains(testCase.reason)
        #expect(requests >= HostHealth.failuresToMarkDown * (retried ? Self.tries : 1), "\(requests) requests")
        #expect(requests <= Self.requestBound, "\(requests) requests for \(Self.imageCount) images")
        #expect(counted == requests)
        let port = try #require(server.url("/").port)
        #expect(await cache.downHosts() == [DownImageHost(host: "127.0.0.1:\(port)", lastFailure: testCase.reason)])
        let failures = await cache.statistics().failures
        #expect(failures[.hostDown, default: 0] >= Self.imageCount - Self.requestBound)
        #expect(directory.imageFiles.isEmpty)
    }

    @Test("a flaky host that answers 500 twice per image and then the image gives every image", arguments: [1, 5])
    func flakyHostHeals(concurrency: Int) async throws {
        let server = try await ImageServer.start()
        let paths = (0..<40).map { "/flaky-\(concurrency)-\($0).png" }
        var route = ImageServer.Route.image(TestImages.tinyPNG)
        route.fail_times = 2
        route.fail_status = 500
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.map { ($0, route) }))
        let directory = try TemporaryDirectory()
        let cache = try makeCache(directory) { $0.concurrency = concurrency }
        let results = await cache.images(for: paths.map(server.url))
        #expect(results.filter { $0.image?.origin == .network }.count == paths.count)
        #expect(await cache.downHosts().isEmpty)
        let stats = try await server.stats()
        #expect(stats.total == Self.tries * paths.count)
        #expect(paths.allSatisfy { stats.count($0) == Self.tries })
        #expect(directory.imageFiles.count == paths.count)
    }

    @Test("the host is marked down by the fifth image in a row that failed all its tries, not before")
    func fiveImagesInARow() async throws {
        let server = try await ImageServer.start()
        let failing = ImageServer.Route(status: 500)
        let good = ImageServer.Route.image(TestImages.tinyPNG)
        // Four failed images, one served (the count starts again), five failed images, then images nobody asks for.
        let plan: [(String, ImageServer.Route)] =
            (0..<4).map { ("/row-a\($0).png", failing) } + [("/row-ok.png", good)]
            + (0..<5).map { ("/row-b\($0).png", failing) } + (0..<6).map { ("/row-c\($0).png", good) }
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: plan))
        let directory = try TemporaryDirectory()
        // One image at a time: the order of the images is the order they end.
        let cache = try makeCache(directory) { $0.concurrency = 1 }
        var results: [ImageResult] = []
        for (path, _) in plan { results.append(await cache.image(for: server.url(path))) }
        #expect(results[4].image != nil)
        #expect(results.prefix(10).enumerated().allSatisfy { $0.offset == 4 || $0.element.image == nil })
        #expect(results.suffix(6).allSatisfy { $0 == .failure(.hostDown) })
        let port = try #require(server.url("/").port)
        #expect(await cache.downHosts() == [DownImageHost(host: "127.0.0.1:\(port)", lastFailure: .httpStatus(500))])
        let stats = try await server.stats()
        #expect(stats.total == 9 * Self.tries + 1)
        #expect(plan.suffix(6).allSatisfy { stats.count($0.0) == 0 })
    }

    @Test("the build's lookups run side by side, up to the configured concurrency")
    func lookupsInParallel() async throws {
        let server = try await ImageServer.start()
        let paths = (0..<20).map { "/slow-\($0).png" }
        var route = ImageServer.Route.image(TestImages.tinyPNG)
        route.latency = 0.05
        // Held at the server until four are in flight: the overlap shows however slowly a loaded machine starts them.
        route.meet = 4
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.map { ($0, route) }))
        let directory = try TemporaryDirectory()
        let cache = try makeCache(directory) { $0.concurrency = 4 }
        let results = await cache.images(for: paths.map(server.url))
        #expect(results.allSatisfy { $0.image?.origin == .network })
        let stats = try await server.stats()
        #expect(stats.total == 20)
        #expect(stats.max_in_flight == 4)
    }

    @Test("a marked-down host's images still come from the cache; the others fail without a request")
    func cachedImagesStillServed() async throws {
        let server = try await ImageServer.start()
        let cached = (0..<10).map { "/kept-\($0).png" }
        let missing = (0..<30).map { "/new-\($0).png" }
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: cached.enumerated().map { ($1, .image(TestImages.png(size: 200, seed: UInt8($0)))) }))
        let directory = try TemporaryDirectory()
        // Expired at once: the failing run must revalidate them, and serve them stale when it cannot.
        let first = try makeCache(directory) { $0.defaultMaxAge = 0 }
        #expect(await first.images(for: cached.map(server.url)).allSatisfy { $0.image != nil })
        try await first.synchronize()

        try await server.setRoutes(Dictionary(uniqueKeysWithValues: (cached + missing).map { ($0, ImageServer.Route(status: 503)) }))
        try await server.reset(keepingRoutes: true)
        let cache = try makeCache(directory) { $0.defaultMaxAge = 0; $0.concurrency = Self.concurrency }
        let results = await cache.images(for: (missing + cached).map(server.url))
        #expect(results.suffix(cached.count).allSatisfy { $0.image?.origin == .stale })
        #expect(results.prefix(missing.count).allSatisfy { $0.image == nil })
        #expect(try await server.stats().total <= Self.requestBound)
        #expect(await cache.downHosts().map(\.lastFailure) == [.httpStatus(503)])
    }

    @Test("the next run asks the host again, and fills the cache once it works")
    func nextRunAsksAgain() async throws {
        let server = try await ImageServer.start()
        let paths = (0..<30).map { "/back-\($0).png" }
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.map { ($0, ImageServer.Route(status: 502)) }))
        let directory = try TemporaryDirectory()
        let failing = try makeCache(directory)
        #expect(await failing.images(for: paths.map(server.url)).allSatisfy { $0.image == nil })
        #expect(await failing.downHosts().count == 1)

        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.map { ($0, .image(TestImages.tinyPNG)) }))
        let next = try makeCache(directory)
        #expect(await next.images(for: paths.map(server.url)).allSatisfy { $0.image?.origin == .network })
        #expect(await next.downHosts().isEmpty)
        #expect(directory.imageFiles.count == paths.count)
        #expect(await next.statistics().downloads == paths.count)
    }

    @Test("a 429 asking for a short wait is honoured for the whole host, and is not a failure")
    func shortRetryAfterHonoured() async throws {
        let server = try await ImageServer.start()
        let paths = (0..<8).map { "/paced-\($0).png" }
        var route = ImageServer.Route.image(TestImages.tinyPNG)
        route.fail_times = 1
        route.fail_status = 429
        route.fail_headers = ["Retry-After": "1"]
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.map { ($0, route) }))
        let directory = try TemporaryDirectory()
        let cache = try makeCache(directory) { $0.concurrency = Self.concurrency; $0.retryAfterCap = 10 }
        let results = await cache.images(for: paths.map(server.url))
        #expect(results.allSatisfy { $0.image != nil })
        #expect(await cache.downHosts().isEmpty)
        #expect(try await server.stats().total == 2 * paths.count)
    }

    @Test("429s whose waits add up past the cap count as failures: the host is marked down")
    func retryAfterBudgetSpent() async throws {
        let server = try await ImageServer.start()
        let paths = (0..<40).map { "/busy-\($0).png" }
        let route = ImageServer.Route(status: 429, headers: ["Retry-After": "1"])
        try await server.setRoutes(Dictionary(uniqueKeysWithValues: paths.map { ($0, route) }))
        let directory = try TemporaryDirectory()
        let cache = try makeCache(directory) { $0.concurrency = Self.concurrency; $0.retryAfterCap = 2 }
        let results = await cache.images(for: paths.map(server.url))
        #expect(results.allSatisfy { $0.image == nil })
        #expect(await cache.downHosts().map(\.lastFailure) == [.httpStatus(429)])
        // Two one-second pauses were granted; each lets at most `concurrency` honoured 429s through, then five
        // failures and the requests on their way.
        let requests = try await server.stats().total
        #expect(requests <= 3 * Self.concurrency + Self.requestBound, "\(requests) requests")
    }

    @Test("networking is made for the first request only: a run served from the disk makes none")
    func sessionOnlyWhenNeeded() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/a.png": .image(TestImages.tinyPNG), "/b.png": .image(TestImages.tinyPNG)])
        let directory = try TemporaryDirectory()
        let first = try makeCache(directory)
        #expect(!first.hasSentRequest)
        #expect(await first.image(for: server.url("/a.png")).image != nil)
        #expect(first.hasSentRequest)
        try await first.synchronize()

        let cached = try makeCache(directory)
        #expect(await cached.images(for: [server.url("/a.png")]).first?.image?.origin == .disk)
        #expect(!cached.hasSentRequest)
        let offline = try makeCache(directory) { $0.offline = true }
        #expect(await offline.images(for: [server.url("/b.png")]) == [.failure(.offlineMissing)])
        #expect(!offline.hasSentRequest)
    }
}

@Suite("Host health: failures in a row, pauses within a budget")
struct HostHealthTests {
    @Test("five failures in a row mark a host down; a success between resets the count, a neutral answer does not")
    func streaks() {
        var health = HostHealth()
        var markedDown: [Bool] = []
        for _ in 0..<4 { markedDown.append(health.record(.failure(.timeout), host: "a")) }
        markedDown.append(health.record(.success, host: "a"))
        for _ in 0..<4 { markedDown.append(health.record(.failure(.httpStatus(500)), host: "a")) }
        markedDown.append(health.record(.neutral, host: "a"))
        #expect(!health.isDown("a"))
        markedDown.append(health.record(.failure(.connection), host: "b"))
        #expect(markedDown.allSatisfy { !$0 })
        let fifth = health.record(.failure(.notAnImage), host: "a")
        #expect(fifth)
        #expect(health.isDown("a") && !health.isDown("b"))
        let again = health.record(.failure(.timeout), host: "a")
        #expect(!again)  // said once
        #expect(health.down == [DownImageHost(host: "a", lastFailure: .notAnImage)])
    }

    @Test("overlapping Retry-After waits are one pause; past the cap, or past what is left of it, none is granted")
    func pauses() {
        var health = HostHealth()
        let now = Date(timeIntervalSince1970: 1_000)
        func pause(_ host: String, _ seconds: TimeInterval, at offset: TimeInterval) -> TimeInterval? {
            health.pause(host, seconds: seconds, cap: 30, now: now.addingTimeInterval(offset))
        }
        #expect(pause("a", 40, at: 0) == nil)
        #expect(pause("a", 10, at: 0) == 10)
        #expect(pause("a", 10, at: 2) == 10)  // 2 s more of one pause
        #expect(health.pauseRemaining("a", now: now.addingTimeInterval(4)) == 8)
        #expect(pause("a", 15, at: 10) == 15)  // 12 + 13 = 25 s in all
        #expect(pause("a", 10, at: 30) == nil)  // would be 35
        #expect(pause("b", 10, at: 0) == 10)
        #expect(health.pauseRemaining("c", now: now) == 0)
    }
}
