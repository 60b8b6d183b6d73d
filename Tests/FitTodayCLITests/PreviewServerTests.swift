import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday serve` on FlyingSocks: idle connections, keep-alive, requests it cannot read, paths outside the site,
/// content edits, ports.
@Suite(.waitsOnChildren) struct PreviewServerTests {
    /// A running `serve` in a fresh folder, stopped when the value goes away.
    final class Server {
        let cli: FitTodayProcess
        let process: ChildProcess
        let port = ServeCommandTests.freePort()
        var base: String { "http://127.0.0.1:\(port)" }

        init(arguments: [String] = []) async throws {
            cli = try FitTodayProcess()
            try FileManager.default.createDirectory(atPath: cli.path("imagens"), withIntermediateDirectories: true)
            try cli.write("[images]\nsource = \"imagens\"\n", to: "fittoday.toml")
            try cli.initialize()
            process = try cli.launch(["serve", "--port", String(port), "--quiet", "--date", "2026-11-23"] + arguments)
            // The first build comes before the site answers; other tests may be building at the same time.
            var status = 0
            for _ in 0..<600 where status != 200 {
                try await Task.sleep(nanoseconds: 100_000_000)
                status = await ServeCommandTests.get(base + "/index.html").status
            }
            try #require(status == 200, "serve did not answer within a minute")
        }

        deinit { process.stop() }
    }

    /// Opens a TCP connection to 127.0.0.1:`port`; -1 when it fails.
    static func connect(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(descriptor); return -1 }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    /// Sends `request` as written (no client normalizes the path) and reads the answer until the server closes.
    static func raw(_ request: String, port: Int) -> String {
        let descriptor = connect(port: port)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// The rebuild count open pages poll (read without any client cache in between).
    static func generation(port: Int) -> String {
        let answer = raw("GET /__fittoday/generation HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
        return answer.components(separatedBy: "\r\n\r\n").dropFirst().first ?? ""
    }

    @Test func aPageAnswersWhileFortyIdleConnectionsAreOpen() async throws {
        let server = try await Server()
        let idle = (0..<40).map { _ in Self.connect(port: server.port) }
        defer { for descriptor in idle where descriptor >= 0 { close(descriptor) } }
        #expect(idle.allSatisfy { $0 >= 0 })
        // A server that serves one connection at a time never answers this (the client gives up after 60 s).
        let page = await ServeCommandTests.get(server.base + "/index.html")
        #expect(page.status == 200)
        #expect(page.body.contains("<html"))
    }

    @Test func anIdleConnectionIsClosedAfterItsTimeout() async throws {
        let server = try await Server()
        let idle = Self.connect(port: server.port)
        #expect(idle >= 0)
        defer { close(idle) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(idle, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        // The server closes it (recv sees the end, 0) before our own 30 s limit would make recv fail (-1).
        #expect(recv(idle, &byte, 1, 0) == 0)
    }

    @Test func requestsFollowOneAnotherOnAConnectionAndOnesItCannotReadAreRefused() async throws {
        let server = try await Server()
        // Two requests sent at once on one connection (the first keeps it open): two answers, in order.
        let both = Self.raw("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nHEAD /index%2Emd?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                            + "Connection: close\r\n\r\n", port: server.port)
        let statuses = both.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
        #expect(statuses == ["200", "200"], "\(both.prefix(200))")
        #expect(both.lowercased().contains("content-type: text/markdown; charset=utf-8"), "the second, percent-decoded, without its query")
        #expect(both.hasSuffix("\r\n\r\n"), "HEAD: no body")
        for request in ["GARBAGE\r\n\r\n", "GET index.html HTTP/1.1\r\n\r\n", "GET /%zz HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n"] {
            #expect(Self.raw(request, port: server.port).hasPrefix("HTTP/1.1 400"), "\(request)")
        }
        let huge = "GET / HTTP/1.1\r\nX-Filler: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"
        #expect(Self.raw(huge, port: server.port).hasPrefix("HTTP/1.1 431"))
        // The server still answers.
        #expect(await ServeCommandTests.get(server.base + "/index.html").status == 200)
    }

    @Test func nothingOutsideTheSiteIsServed() async throws {
        let server = try await Server()
        try FileManager.default.createSymbolicLink(atPath: server.cli.path("public/fora"), withDestinationPath: server.cli.directory.path)
        try FileManager.default.createSymbolicLink(atPath: server.cli.path("public/banco.sqlite"), withDestinationPath: server.cli.path("fittoday.sqlite"))
        for path in ["/../fittoday.toml", "/%2e%2e/fittoday.toml", "/history/../../fittoday.toml", "/fora/fittoday.toml", "/banco.sqlite", "/..%2ffittoday.toml"] {
            let answer = Self.raw("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: server.port)
            #expect(answer.hasPrefix("HTTP/1.1 404"), "\(path): \(answer.prefix(60))")
            #expect(!answer.contains("[images]"))
        }
        let missing = await ServeCommandTests.get(server.base + "/nao-existe.html")
        #expect(missing.status == 404)
        #expect(missing.body.contains("Página não encontrada"))
    }

    @Test func getAndHeadWithTheirTypesAndTheReloadScriptOnlyWhenServed() async throws {
        let server = try await Server()
        let head = Self.raw("HEAD /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: server.port)
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.lowercased().contains("content-type: text/html; charset=utf-8"))
        let parts = head.components(separatedBy: "\r\n\r\n")
        #expect(parts.count == 2 && parts[1].isEmpty, "HEAD has no body")
        let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        let served = await ServeCommandTests.get(server.base + "/index.html")
        #expect(length.map { String($0.split(separator: " ").last ?? "") } == String(served.body.utf8.count))
        #expect(served.body.contains("/__fittoday/generation"))
        let file = try String(contentsOfFile: server.cli.path("public/index.html"), encoding: .utf8)
        #expect(!file.contains("__fittoday"), "the built file is left as it is")
        let markdown = Self.raw("GET /index.md HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: server.port)
        #expect(markdown.lowercased().contains("content-type: text/markdown; charset=utf-8"))
        let css = try #require(try FileManager.default.contentsOfDirectory(atPath: server.cli.path("public/assets")).first { $0.hasSuffix(".css") })
        let style = Self.raw("GET /assets/\(css) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: server.port)
        #expect(style.lowercased().contains("content-type: text/css; charset=utf-8"))
        let post = Self.raw("POST /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", port: server.port)
        #expect(post.hasPrefix("HTTP/1.1 405"))
    }

    @Test func anEditOfAContentFileShowsOnTheServedPage() async throws {
        let server = try await Server(arguments: ["--offline"])
        let builtIn = try String(contentsOf: AnywhereTests.repository.appendingPathComponent("content/exercises/prancha.md"), encoding: .utf8)
        try FileManager.default.createDirectory(atPath: server.cli.path("content/exercises"), withIntermediateDirectories: true)
        let generation = Self.generation(port: server.port)
        #expect(!generation.isEmpty)
        try server.cli.write(builtIn.replacingOccurrences(of: "## Segurança", with: "Editado enquanto o servidor roda.\n\n## Segurança"),
                             to: "content/exercises/prancha.md")
        var page = ""
        for _ in 0..<150 where !page.contains("Editado enquanto o servidor roda.") {
            try await Task.sleep(nanoseconds: 200_000_000)
            page = await ServeCommandTests.get(server.base + "/exercises/prancha/index.html").body
        }
        #expect(page.contains("Editado enquanto o servidor roda."))
        // Open pages learn of the rebuild through the generation they poll.
        // (The count moves once the build has finished, a moment after the new folder is in place.)
        var now = generation
        for _ in 0..<50 where now == generation {
            try await Task.sleep(nanoseconds: 100_000_000)
            now = Self.generation(port: server.port)
        }
        #expect(now != generation)
        // The rebuild kept the flags serve was started with: the same --date.
        let today = try String(contentsOfFile: server.cli.path("public/index.html"), encoding: .utf8)
        #expect(today.contains("2026") && today.contains("23"))
    }

    @Test(arguments: [0, 65_536, 80_000])
    func aPortThatDoesNotExistIsAFriendlyError(_ port: Int) throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let result = try cli.run(["serve", "--port", String(port)])
        #expect(result.exitCode == 16)
        #expect(result.stderr.contains("\(port)") && result.stderr.contains("65535"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("public")))
    }

    @Test func aPortInUseIsAFriendlyError() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let port = ServeCommandTests.freePort()
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(bound == 0)
        #expect(listen(holder, 1) == 0)
        let result = try cli.run(["serve", "--port", String(port)])
        #expect(result.exitCode == 16)
        #expect(result.stderr.contains("\(port)"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("public")), "refused before building")
    }
}
