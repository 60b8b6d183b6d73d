import FitTodayTestSupport
import FitTodayImageCache
import Foundation
import Logging
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One process of `Support/image_server.py`. It exits by itself when this test process dies
/// (it watches its stdin, which only this process holds open).
final class ServerProcess: @unchecked Sendable {
    static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Support/image_server.py")

    let port: Int
    private let process: ChildProcess

    enum LaunchError: Error {
        case didNotStart(String)
    }

    private init(port: Int, process: ChildProcess) {
        self.port = port
        self.process = process
    }

    /// Starts a server on a free port; with `directory`, unconfigured paths are served from that folder.
    /// Waits (at most a minute) for its `PORT` line without blocking a thread of the cooperative pool.
    static func launch(directory: URL? = nil) async throws -> ServerProcess {
        var arguments = [scriptURL.path, "--port", "0", "--watch-stdin"]
        if let directory { arguments += ["--dir", directory.path] }
        let process = try ChildProcess.launch("python3", arguments, input: .pipe, stderr: .inherit)
        let firstLine = try await process.awaitLine(waitingFor: "the image server's PORT line") ?? ""
        guard firstLine.hasPrefix("PORT "), let port = Int(firstLine.dropFirst(5)) else {
            process.stop()
            throw LaunchError.didNotStart(firstLine)
        }
        return ServerProcess(port: port, process: process)
    }

    deinit {
        stop()
    }

    /// Stops the server without waiting: closing its stdin and SIGTERM end it.
    func stop() {
        process.closeInput()
        process.signal(SIGTERM)
    }

    /// Stops the server and waits (up to 5 s) until it has exited, so its port refuses connections.
    func shutdown() async {
        stop()
        for _ in 0..<100 where process.isRunning {
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
    }
}

/// The server process most tests share, started on first use.
actor SharedServerProcess {
    static let shared = SharedServerProcess()
    private var launching: Task<ServerProcess, any Error>?

    func get() async throws -> ServerProcess {
        if let launching { return try await launching.value }
        let task = Task { try await ServerProcess.launch() }
        launching = task
        return try await task.value
    }
}

/// A test's view of a loopback image server: either a namespace (`/ns-<id>/…`) of the shared
/// server, with its own routes and counters, or a server process of its own.
final class ImageServer: Sendable {
    struct Route: Encodable, Sendable {
        var status: Int?
        var headers: [String: String]?
        var body_b64: String?
        var latency: Double?
        var hang: Double?
        var fail_times: Int?
        var fail_status: Int?
        var fail_headers: [String: String]?
        var etag: String?
        var last_modified: String?
        var truncate: Bool?
        var chunked: Bool?
        /// Held until this many requests are in flight at once (at most 10 s): see `image_server.py`.
        var meet: Int?

        /// A 200 response with `body` and the given content type.
        static func image(_ body: Data, contentType: String = "image/png", headers: [String: String] = [:]) -> Route {
            var all = headers
            all["Content-Type"] = contentType
            return Route(status: 200, headers: all, body_b64: body.base64EncodedString())
        }
    }

    struct Stats: Decodable {
        struct Entry: Decodable {
            var path: String
            var status: Int?
            var headers: [String: String]
        }

        var total: Int
        var in_flight: Int
        var max_in_flight: Int
        var per_path: [String: Int]
        var log: [Entry]

        func count(_ path: String) -> Int { per_path[path] ?? 0 }
    }

    enum ControlError: Error {
        case failed(String)
    }

    let process: ServerProcess
    /// Path prefix of this test (`/ns-…`), empty for a server of its own.
    let prefix: String
    private let ownsProcess: Bool

    private init(process: ServerProcess, prefix: String, ownsProcess: Bool) {
        self.process = process
        self.prefix = prefix
        self.ownsProcess = ownsProcess
    }

    /// A fresh namespace on the shared server.
    static func start() async throws -> ImageServer {
        let id = UUID().uuidString.prefix(8).lowercased()
        return ImageServer(process: try await SharedServerProcess.shared.get(), prefix: "/ns-\(id)", ownsProcess: false)
    }

    /// A server process of its own (to stop it, or to serve a folder).
    static func dedicated(directory: URL? = nil) async throws -> ImageServer {
        ImageServer(process: try await ServerProcess.launch(directory: directory), prefix: "", ownsProcess: true)
    }

    deinit {
        if ownsProcess { process.stop() }
    }

    /// `http://127.0.0.1:<port><prefix><path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(process.port)\(prefix)\(path)")!
    }

    /// Adds or replaces routes (paths without the prefix).
    func setRoutes(_ routes: [String: Route]) async throws {
        let prefixed = Dictionary(uniqueKeysWithValues: routes.map { (prefix + $0.key, $0.value) })
        _ = try await control("/__routes", body: try JSONEncoder().encode(prefixed))
    }

    /// Clears this test's counters, and its routes unless `keepingRoutes`.
    func reset(keepingRoutes: Bool = false) async throws {
        _ = try await control("/__reset" + query, body: Data((keepingRoutes ? #"{"keep_routes": true}"# : "{}").utf8))
    }

    /// This test's counters, with paths given without the prefix.
    func stats() async throws -> Stats {
        var stats = try JSONDecoder().decode(Stats.self, from: try await control("/__stats" + query, body: nil))
        stats.per_path = Dictionary(uniqueKeysWithValues: stats.per_path.map { (String($0.key.dropFirst(prefix.count)), $0.value) })
        stats.log = stats.log.map { entry in
            var entry = entry
            entry.path = String(entry.path.dropFirst(prefix.count))
            return entry
        }
        return stats
    }

    /// This test's request count once it reaches `expected`, or as it stands after `seconds`. A request its client gave
    /// up on (a timeout, on a loaded machine) may reach the server's count after the client has moved on.
    func total(reaching expected: Int, within seconds: Double = 20) async throws -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let total = try await stats().total
            if total >= expected || Date() >= deadline { return total }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
    }

    /// Stops a dedicated server and waits until its port refuses connections.
    func shutdown() async {
        precondition(ownsProcess, "only a dedicated server can be shut down")
        await process.shutdown()
    }

    private var query: String { prefix.isEmpty ? "" : "?ns=\(prefix.dropFirst())" }

    private func control(_ path: String, body: Data?) async throws -> Data {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(process.port)\(path)")!)
        if let body {
            request.httpMethod = "POST"
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await controlSession.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw ControlError.failed(String(decoding: data, as: UTF8.self))
        }
        return data
    }
}

/// Session for the control endpoints, shared by all tests.
let controlSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
}()

/// What the cache's tests look at in their folder.
extension TemporaryDirectory {
    /// Names of the files in `entries/` (images and sidecars).
    var entryFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent("entries").path)) ?? []).sorted()
    }

    /// Names of the image files in `entries/` (without sidecars).
    var imageFiles: [String] { entryFiles.filter { !$0.hasSuffix(".json") } }

    /// Names of the files in `tmp/`.
    var temporaryFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent("tmp").path)) ?? []
    }

    /// Total size of the image files in `entries/`.
    var imageBytes: Int {
        imageFiles.reduce(0) { total, name in
            let path = url.appendingPathComponent("entries").appendingPathComponent(name).path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
                ?? (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            return total + size
        }
    }

    func imageFile(for url: URL) -> URL {
        self.url.appendingPathComponent("entries").appendingPathComponent(ImageCache.cacheKey(for: url))
    }

    func metadataFile(for url: URL) -> URL {
        self.url.appendingPathComponent("entries").appendingPathComponent(ImageCache.cacheKey(for: url) + ".json")
    }
}

/// Small images made in code: valid magic bytes followed by filler, so sizes are exact.
enum TestImages {
    /// A real 1×1 PNG (67 bytes).
    static let tinyPNG = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!

    /// A PNG-signed blob of exactly `size` bytes; `seed` makes distinct contents.
    static func png(size: Int, seed: UInt8 = 0) -> Data {
        var data = tinyPNG.prefix(min(size, tinyPNG.count))
        while data.count < size { data.append(seed &+ UInt8(truncatingIfNeeded: data.count)) }
        return Data(data)
    }

    static func gif(size: Int = 64) -> Data {
        var data = Data("GIF89a".utf8) + Data([1, 0, 1, 0, 0x80, 0, 0])
        while data.count < size { data.append(0) }
        return data
    }

    static func webp(size: Int = 64) -> Data {
        var body = Data("WEBPVP8 ".utf8)
        while body.count + 8 < size { body.append(0x2A) }
        var data = Data("RIFF".utf8)
        let length = UInt32(body.count)
        data.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 24)])
        return data + body
    }

    static func jpeg(size: Int = 64) -> Data {
        var data = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8)
        while data.count < size - 2 { data.append(0) }
        return data + Data([0xFF, 0xD9])
    }

    static let svg = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- test icon -->
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>
        """.utf8)

    static let html = Data("<!DOCTYPE html><html><body>Oops, this is an error page</body></html>".utf8)
}

/// Folder of the free-exercise-db JPEGs, beside the repository (`../shared/data/...`).
enum SharedImages {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FitTodayImageCacheTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .deletingLastPathComponent()  // its parent
        .appendingPathComponent("shared/data/free-exercise-db/images", isDirectory: true)

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.path)
    }

    /// Exercise folders that hold a `0.jpg`, sorted.
    static var exercisesWithImages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("\($0)/0.jpg").path)
        }.sorted()
    }
}

/// A logger that prints nothing, so expected failures do not clutter the test output.
let quietLogger = Logger(label: "fittoday.images.tests") { _ in SwiftLogNoOpLogHandler() }

/// A configuration for tests: its own folder, no waiting between retries unless asked.
func testConfiguration(_ directory: TemporaryDirectory, _ adjust: (inout ImageCacheConfiguration) -> Void = { _ in }) -> ImageCacheConfiguration {
    var configuration = ImageCacheConfiguration(
        directory: directory.url,
        // Generous: a loaded CI machine can starve the loopback server for seconds; the timeout test sets its own.
        timeout: 30,
        retries: 2,
        retryAfterCap: 5,
        backoffBase: 0.01,
        backoffMax: 0.05
    )
    adjust(&configuration)
    return configuration
}

func makeCache(_ directory: TemporaryDirectory, _ adjust: (inout ImageCacheConfiguration) -> Void = { _ in }) throws -> ImageCache {
    try ImageCache(configuration: testConfiguration(directory, adjust), logger: quietLogger)
}
