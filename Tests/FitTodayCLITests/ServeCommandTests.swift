import FitTodayTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `fittoday serve`: a real server on 127.0.0.1 that rebuilds when the data or a template changes.
@Suite(.waitsOnChildren) struct ServeCommandTests {
    /// A port the kernel just handed out, so that it is very likely free.
    static func freePort() -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func get(_ url: String) async -> (status: Int, body: String) {
        guard let (data, response) = try? await URLSession.shared.data(from: URL(string: url)!) else { return (0, "") }
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test func servesTheSiteOnLoopbackAndRebuildsWhenDataChanges() async throws {
        let cli = try FitTodayProcess()
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("content")
        try FileManager.default.createSymbolicLink(atPath: cli.path("content"), withDestinationPath: content.path)
        try FileManager.default.createDirectory(atPath: cli.path("images"), withIntermediateDirectories: true)
        try cli.write("[images]\nsource = \"images\"\n", to: "fittoday.toml")
        try cli.initialize()
        let port = Self.freePort()
        let server = try cli.launch(["serve", "--port", String(port), "--quiet"])
        defer { server.stop() }
        let base = "http://127.0.0.1:\(port)"
        var home = (status: 0, body: "")
        for _ in 0..<100 where home.status != 200 {
            try await Task.sleep(nanoseconds: 100_000_000)
            home = await Self.get(base + "/index.html")
        }
        #expect(home.status == 200)
        #expect(home.body.contains("<html"))
        #expect(await Self.get(base + "/").status == 200)
        #expect(await Self.get(base + "/nao-existe.html").status == 404)
        #expect(await Self.get(base + "/../fittoday.sqlite").status != 200)
        #expect(await Self.get(base + "/%2e%2e/fittoday.sqlite").status != 200)
        #expect(!(await Self.get(base + "/history/index.html").body.contains("Treino servido")))
        let plan = try cli.json(["plan", "new", "Treino servido"])
        let planID = try #require(plan["id"] as? Int)
        #expect(try cli.run(["log", "--status", "completed", "--plan", String(planID), "--set", "Flexão de braços:12"]).exitCode == 0)
        var history = ""
        for _ in 0..<100 where !history.contains("Treino servido") {
            try await Task.sleep(nanoseconds: 200_000_000)
            history = await Self.get(base + "/history/index.html").body
        }
        #expect(history.contains("Treino servido"))

        // A template of one's own, dropped in while it serves: the engine's one "did an input change?" sees it.
        let builtIn = try String(contentsOf: content.deletingLastPathComponent()
            .appendingPathComponent("Sources/FitTodaySite/Resources/templates/credits.md.mustache"), encoding: .utf8)
        try FileManager.default.createDirectory(atPath: cli.path("templates"), withIntermediateDirectories: true)
        try cli.write(builtIn + "\nMarca do modelo servido\n", to: "templates/credits.md.mustache")
        var credits = ""
        for _ in 0..<100 where !credits.contains("Marca do modelo servido") {
            try await Task.sleep(nanoseconds: 200_000_000)
            credits = await Self.get(base + "/credits/index.md").body
        }
        #expect(credits.contains("Marca do modelo servido"), "a changed template rebuilds the site")
    }
}
