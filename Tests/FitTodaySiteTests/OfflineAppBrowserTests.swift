import FitTodayTestSupport
import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation
import Testing

/// The installable offline app in headless Chromium: through the real `fittoday serve` on 127.0.0.1 the
/// service worker takes over and today's page, the history and the library render with the server stopped
/// and the network off; from file:// nothing is registered.
@Suite(.serialized) struct OfflineAppBrowserTests {
    static let tools = ["chromium-headless-shell", "chromedriver", "python:selenium"]

    /// The `fittoday` binary built beside the test bundle (or `FITTODAY_BIN`).
    static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["FITTODAY_BIN"] { return URL(fileURLWithPath: override) }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("fittoday")
    }

    static func script() -> String {
        BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/offline_app_check.py").path
    }

    /// A port the kernel just handed out, so that it is very likely free.
    static func freePort() -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @Test(.needs(Self.tools))

    func todaysPageWorksOfflineOnceOpenedOverHTTP() async throws {
        try BrowserTools.require(Self.tools)
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(named: "Treino do teste offline", in: store)
        try SiteFixtures.history(5, in: store)
        let port = Self.freePort()
        let server = try ChildProcess.launch(Self.executable.path, ["serve", "--port", String(port), "--db", directory.path("fittoday.sqlite"), "--out", directory.path("public"),
                                                                    "--date", SiteFixtures.today.description, "--offline", "--quiet"],
                                             directory: directory.url, stdout: .discard, stderr: .discard)
        defer { server.stop() }
        // Served once the first build has swapped the site in.
        let index = directory.url.appendingPathComponent("public/sw.js")
        for _ in 0..<300 where !FileManager.default.fileExists(atPath: index.path) { try await Task.sleep(nanoseconds: 100_000_000) }
        try #require(FileManager.default.fileExists(atPath: index.path), "the site was never built")
        let (status, log) = try BrowserTools.run("python3", [Self.script(), "http", "http://127.0.0.1:\(port)/index.html", directory.path("public"),
                                                             String(server.pid), "Treino do teste offline"])
        #expect(status == 0, "\(log)")
    }

    @Test(.needs(Self.tools))

    func nothingIsRegisteredFromFile() async throws {
        try BrowserTools.require(Self.tools)
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)).build()
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("sw.js").path))
        let (status, log) = try BrowserTools.run("python3", [Self.script(), "file", output.path])
        #expect(status == 0, "\(log)")
    }

    /// A program day's page loads the program stylesheet: the worker keeps it offline with today's page, and from
    /// file:// the page registers nothing either.
    @Test(.needs(Self.tools))
    func aProgramDayIsKeptOfflineWithItsStylesheet() async throws {
        try BrowserTools.require(Self.tools)
        let directory = try TemporaryDirectory()
        let (_, output) = try await ProgramDaySource.build(in: directory)
        let worker = try String(contentsOf: output.appendingPathComponent("sw.js"), encoding: .utf8)
        let stylesheet = try #require(SiteInspector(root: output).files().first { $0.hasPrefix("assets/program.") && $0.hasSuffix(".css") })
        #expect(worker.contains("\"\(stylesheet)\""))
        #expect(SiteInspector(root: output).text("index.html").contains("href=\"\(stylesheet)\""))
        let (status, log) = try BrowserTools.run("python3", [Self.script(), "file", output.path])
        #expect(status == 0, "\(log)")
    }
}
