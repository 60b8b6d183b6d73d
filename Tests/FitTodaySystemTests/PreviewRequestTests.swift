import FitTodaySystem
import Testing

/// The preview server's reading of a request head from the bytes a connection sent (the fuzz target
/// `FuzzPreviewRequest` throws arbitrary bytes at it). The server over a socket is `PreviewServerTests`'.
@Suite("Request heads of the preview server")
struct PreviewRequestTests {
    private static func parse(_ text: String) throws(PreviewRequest.Failure) -> (request: PreviewRequest, rest: String)? {
        try PreviewRequest.parse(Array(text.utf8)).map { ($0.request, String(decoding: $0.rest, as: UTF8.self)) }
    }

    @Test func aBrowsersRequestIsReadWithItsPathDecodedAndItsHeaderNamesLowercased() throws {
        let text = "GET /exerc%C3%ADcios/supino/?page=2#top HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept: text/html\r\n"
            + "X-Tag: a\r\nx-tag:   b  \r\n\r\nGET /next"
        let (request, rest) = try #require(try Self.parse(text))
        #expect(request == PreviewRequest(method: "GET", path: "/exercícios/supino/", version: "HTTP/1.1",
                                          headers: ["host": "127.0.0.1:8000", "accept": "text/html", "x-tag": "a, b"]))
        #expect(rest == "GET /next")
        #expect(request.keepsAlive)
    }

    @Test func aHeadNotWholeYetIsWaitedOnAndReadTheSameOnceItIs() throws {
        let whole = "HEAD /feed.xml HTTP/1.1\r\nHost: x\r\n\r\n"
        for cut in 0..<whole.utf8.count {
            #expect(try Self.parse(String(whole.utf8.prefix(cut))!) == nil, "cut at \(cut)")
        }
        #expect(try Self.parse(whole)?.request.method == "HEAD")
        // Empty lines before the request line are skipped (RFC 9112, 2.2), however many.
        #expect(try Self.parse("\r\n\r\n\r\n") == nil)
        #expect(try Self.parse("\r\n\r\n\r\n" + whole)?.request.path == "/feed.xml")
    }

    @Test(arguments: [
        "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1 extra\r\n\r\n", " / HTTP/1.1\r\n\r\n", "GET index.html HTTP/1.1\r\n\r\n",
        "GET / HTTP/2.0\r\n\r\n", "GET / SPDY/1.1\r\n\r\n", "GET /%ZZ HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nNoColon\r\n\r\n",
        "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", "GET / HTTP/1.1\r\n: empty name\r\n\r\n",
    ])
    func whatCannotBeReadIsMalformed(_ text: String) {
        #expect(throws: PreviewRequest.Failure.malformed) { try Self.parse(text) }
    }

    @Test func aHeadPastTheLimitIsRefusedWhetherOrNotItHasEnded() throws {
        let filler = "X-Filler: " + String(repeating: "a", count: PreviewRequest.maxHeadBytes) + "\r\n"
        #expect(throws: PreviewRequest.Failure.headTooLarge) { try Self.parse("GET / HTTP/1.1\r\n" + filler) }
        #expect(throws: PreviewRequest.Failure.headTooLarge) { try Self.parse("GET / HTTP/1.1\r\n" + filler + "\r\n") }
        // Just under the limit, it is read.
        let fits = "GET / HTTP/1.1\r\nX-Filler: " + String(repeating: "a", count: PreviewRequest.maxHeadBytes - 28) + "\r\n\r\n"
        #expect(try Self.parse(fits)?.request.headers["x-filler"]?.count == PreviewRequest.maxHeadBytes - 28)
    }

    @Test func theConnectionStaysOpenOnlyForAnHTTP11RequestWithoutABodyThatDoesNotAskToClose() throws {
        func keepsAlive(_ head: String) throws -> Bool { try #require(try Self.parse(head + "\r\n")).request.keepsAlive }
        #expect(try keepsAlive("GET / HTTP/1.1\r\n"))
        #expect(try !keepsAlive("GET / HTTP/1.0\r\n"))
        #expect(try !keepsAlive("GET / HTTP/1.1\r\nConnection: Close\r\n"))
        #expect(try !keepsAlive("POST / HTTP/1.1\r\nContent-Length: 5\r\n"))
        #expect(try !keepsAlive("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"))
        #expect(try keepsAlive("GET / HTTP/1.1\r\nContent-Length: 0\r\n"))
    }
}
