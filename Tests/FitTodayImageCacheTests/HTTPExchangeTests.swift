import Foundation
import Testing

@testable import FitTodayHTTP

/// ``HTTPExchange`` on libcurl against the loopback image server: the head's check, redirects (never to another
/// scheme), the body's cap, cancellation, the idle timeout, and a libcurl that cannot be opened.
@Suite struct HTTPExchangeTests {
    private func request(_ url: URL, idle: TimeInterval = 30, maxBodyBytes: Int = 1 << 20) -> HTTPRequest {
        HTTPRequest(url: url, idleTimeout: idle, totalTimeout: 60, maxBodyBytes: maxBodyBytes)
    }

    @Test("media type without parameters, case-insensitive headers")
    func responseHead() {
        let head = HTTPResponseHead(status: 200, headers: ["content-TYPE": "Image/SVG+XML; charset=utf-8", "Content-Length": "12"])
        #expect(head.mediaType == "image/svg+xml")
        #expect(head.contentLength == 12)
        #expect(head.header("CONTENT-LENGTH") == "12")
    }

    @Test func theCheckSeesTheFinalHeadAfterARedirectAndTheBodyIsKept() async throws {
        let server = try await ImageServer.start()
        let body = Data("not really a png".utf8)
        try await server.setRoutes([
            "/moved.png": ImageServer.Route(status: 302, headers: ["Location": server.url("/here.png").absoluteString]),
            "/here.png": .image(body, headers: ["X-Test": "one"]),
        ])
        let seen = Heads()
        let outcome = await HTTPExchange(request(server.url("/moved.png"))) { head in
            seen.add(head.status)
            return .keepBody
        }.run()
        guard case let .response(head, data) = outcome else { Issue.record("\(outcome)"); return }
        #expect(head.status == 200 && head.mediaType == "image/png" && head.header("x-test") == "one")
        #expect(data == body)
        #expect(seen.statuses == [200], "asked once, with the final head")
    }

    @Test func aRedirectToAFileIsNotFollowed() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/sneaky.png": ImageServer.Route(status: 302, headers: ["Location": "file:///etc/passwd"])])
        let outcome = await HTTPExchange(request(server.url("/sneaky.png"))).run()
        guard case .failed(.connection) = outcome else { Issue.record("\(outcome)"); return }
    }

    @Test func aBodyDroppedOrStoppedAtItsHeadOrPastItsCap() async throws {
        let server = try await ImageServer.start()
        let big = Data(repeating: 7, count: 100_000)
        try await server.setRoutes(["/big.png": .image(big), "/gone.png": ImageServer.Route(status: 404, body_b64: big.base64EncodedString())])
        let dropped = await HTTPExchange(request(server.url("/gone.png"))) { _ in .dropBody }.run()
        guard case let .response(gone, nothing) = dropped else { Issue.record("\(dropped)"); return }
        #expect(gone.status == 404 && nothing.isEmpty)
        let stopped = await HTTPExchange(request(server.url("/big.png"))) { _ in .stop }.run()
        guard case let .stopped(head) = stopped else { Issue.record("\(stopped)"); return }
        #expect(head.contentLength == 100_000)
        let capped = await HTTPExchange(request(server.url("/big.png"), maxBodyBytes: 1000)).run()
        guard case .tooLarge = capped else { Issue.record("\(capped)"); return }
    }

    @Test func aSilentServerTimesOutAndACancelledExchangeEnds() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/hang.png": ImageServer.Route(hang: 20)])
        // The server closes without an answer after 20 s: an exchange that outwaits it ends as a connection failure.
        // (No bound on the time taken: a loaded machine can delay any wait by seconds.)
        #expect(await HTTPExchange(request(server.url("/hang.png"), idle: 1)).run() == .failed(.timeout))
        let exchange = HTTPExchange(request(server.url("/hang.png")))
        let running = Task { await exchange.run() }
        #expect(try await server.total(reaching: 2) == 2)
        exchange.cancel()
        #expect(await running.value == .failed(.cancelled))
    }

    @Test func anExchangeCancelledBeforeItSentAnythingIsWithdrawn() async throws {
        let server = try await ImageServer.start()
        try await server.setRoutes(["/never.png": .image(TestImages.tinyPNG)])
        let exchange = HTTPExchange(request(server.url("/never.png")))
        exchange.cancel()
        #expect(await exchange.run() == .failed(.withdrawn))
        // Asked again after a pause long enough for a request that was sent to be counted.
        try await Task.sleep(nanoseconds: 500_000_000)
        #expect(try await server.stats().total == 0)
    }

    @Test func aLibcurlThatCannotBeOpenedIsSaidWithItsName() {
        let missing = "/nonexistent/fittoday/libcurl.so.4"
        guard case let .failure(.unavailable(why)) = LibCurl.load([missing]) else { Issue.record("loaded"); return }
        #expect(why.contains(missing))
        #expect(LibCurl.candidates(environment: ["FITTODAY_LIBCURL": missing]) == [missing])
        #expect(LibCurl.candidates(environment: [:]).first?.contains("libcurl") == true)
    }
}

/// The statuses a check was asked with, from libcurl's thread.
private final class Heads: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int] = []

    func add(_ status: Int) { lock.withLock { seen.append(status) } }

    var statuses: [Int] { lock.withLock { seen } }
}
