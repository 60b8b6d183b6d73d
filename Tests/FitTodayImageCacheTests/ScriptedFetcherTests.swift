import FitTodayHTTP
@testable import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing

/// What the cache does above its fetching seam (``ImageFetching``, issue 50), with no server: a try that fails is
/// retried by the one policy and a later success gives the image; an image that fails all its tries counts against
/// its host, which is marked down after five in a row and then not asked again; a 404 is not retried. The same paths
/// against real servers on 127.0.0.1 stay in `NetworkTests` and `FailingHostTests`.
@Suite struct ScriptedFetcherTests {
    /// Answers each URL's attempts from its script, the last answer again once the script runs out; counts them.
    final class ScriptedFetcher: ImageFetching, @unchecked Sendable {
        private let lock = NSLock()
        private var scripts: [String: [TransferOutcome]]
        private var attempts: [String: Int] = [:]

        init(_ scripts: [String: [TransferOutcome]]) { self.scripts = scripts }

        func perform(_ request: HTTPRequest, host: String) async -> TransferOutcome {
            lock.withLock {
                let path = request.url.path
                let done = attempts[path, default: 0]
                attempts[path] = done + 1
                guard let script = scripts[path], !script.isEmpty else { return .response(HTTPResponseHead(status: 404, headers: [:]), Data()) }
                return script[min(done, script.count - 1)]
            }
        }

        func cancel(host: String) {}
        func invalidate() {}
        var hasSentRequest: Bool { lock.withLock { !attempts.isEmpty } }
        var networkUnavailable: Bool { false }
        var total: Int { lock.withLock { attempts.values.reduce(0, +) } }
        func attempts(of path: String) -> Int { lock.withLock { attempts[path, default: 0] } }
    }

    static let png = TestImages.png(size: 8)
    static let image = TransferOutcome.response(HTTPResponseHead(status: 200, headers: ["Content-Type": "image/png"]), png)
    static let serverError = TransferOutcome.response(HTTPResponseHead(status: 503, headers: [:]), Data())

    func cache(_ directory: TemporaryDirectory, _ fetcher: ScriptedFetcher) throws -> ImageCache {
        try ImageCache(configuration: testConfiguration(directory), logger: quietLogger, fetcher: fetcher)
    }

    func url(_ path: String) -> URL { URL(string: "http://images.example\(path)")! }

    @Test func aTryThatFailsIsRetriedAndALaterSuccessGivesTheImage() async throws {
        let directory = try TemporaryDirectory()
        let fetcher = ScriptedFetcher(["/flaky.png": [Self.serverError, .failed(.timeout), Self.image]])
        let result = await try cache(directory, fetcher).image(for: url("/flaky.png"))
        #expect(result.image != nil, "\(result)")
        #expect(fetcher.attempts(of: "/flaky.png") == 3, "the first try and two retries")
    }

    @Test func anImageThatFailsEveryTryFailsAfterTheRetriesAndA404IsNotRetried() async throws {
        let directory = try TemporaryDirectory()
        let fetcher = ScriptedFetcher(["/broken.png": [Self.serverError]])
        let cache = try cache(directory, fetcher)
        let broken = await cache.image(for: url("/broken.png"))
        #expect(broken.failure == .httpStatus(503))
        #expect(fetcher.attempts(of: "/broken.png") == 3)
        let missing = await cache.image(for: url("/missing.png"))
        #expect(missing.failure == .notFound)
        #expect(fetcher.attempts(of: "/missing.png") == 1)
    }

    @Test func aHostThatFailsFiveImagesInARowIsNotAskedAgain() async throws {
        let directory = try TemporaryDirectory()
        let paths = (1...9).map { "/down-\($0).png" }
        let fetcher = ScriptedFetcher(Dictionary(uniqueKeysWithValues: paths.map { ($0, [TransferOutcome.failed(.connection)]) }))
        let cache = try cache(directory, fetcher)
        var results: [ImageResult] = []
        // One at a time, so that the count does not depend on how many were in flight.
        for path in paths { results.append(await cache.image(for: url(path))) }
        #expect(results.prefix(HostHealth.failuresToMarkDown).allSatisfy { $0.failure == .connection })
        #expect(results.dropFirst(HostHealth.failuresToMarkDown).allSatisfy { $0.failure == .hostDown })
        #expect(fetcher.total == HostHealth.failuresToMarkDown * 3, "every try of the first five, none after")
    }
}
