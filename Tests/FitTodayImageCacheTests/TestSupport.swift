import FitTodayImageCache
import Foundation
import Logging
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Python loopback server of `Support/image_server.py`, one per test.
/// It exits by itself when this process dies (it watches its stdin).
final class ImageServer: @unchecked Sendable {
    struct Route: Encodable {
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

    static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Support/image_server.py")

    let port: Int
    private let process: Process
    private let stdinPipe: Pipe
    private let session: URLSession

    /// Starts a server; with `directory`, unconfigured paths are served from that folder.
    init(directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["python3", Self.scriptURL.path, "--port", "0", "--watch-stdin"]
        if let directory { arguments += ["--dir", directory.path] }
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()

        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            process.terminate()
            throw ServerError.didNotStart(text)
        }
        self.port = port
        self.process = process
        self.stdinPipe = input
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        stop()
        session.invalidateAndCancel()
    }

    enum ServerError: Error {
        case didNotStart(String)
        case control(String)
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    func setRoutes(_ routes: [String: Route]) async throws {
        _ = try await control("/__routes", body: try JSONEncoder().encode(routes))
    }

    func reset() async throws {
        _ = try await control("/__reset", body: Data("{}".utf8))
    }

    func stats() async throws -> Stats {
        try JSONDecoder().decode(Stats.self, from: try await control("/__stats", body: nil))
    }

    /// Stops the server; later requests to its port are refused.
    func stop() {
        // No waitUntilExit(): it can block forever here. SIGTERM (and the closed stdin) end the server.
        if process.isRunning {
            process.terminate()
        }
        try? stdinPipe.fileHandleForWriting.close()
    }

    /// Stops the server and waits (up to 5 s) until its port refuses connections.
    func shutdown() async {
        stop()
        for _ in 0..<100 where process.isRunning {
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
    }

    private func control(_ path: String, body: Data?) async throws -> Data {
        var request = URLRequest(url: url(path))
        if let body {
            request.httpMethod = "POST"
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw ServerError.control(String(decoding: data, as: UTF8.self))
        }
        return data
    }
}

/// A fresh temporary folder, deleted when the value goes away.
final class TemporaryDirectory: @unchecked Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fittoday-images-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

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
        timeout: 5,
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
