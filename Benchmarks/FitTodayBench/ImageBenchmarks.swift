import FitTodayImageCache
import Foundation

/// Prefetch throughput against a loopback server that adds latency to every image, and cache-hit latency.
enum ImageBenchmarks {
    static func run(serverScript: String, count: Int, latency: Double, concurrency: Int) async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let served = work.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        for index in 0..<count {
            // A small JPEG-looking file: the cache checks magic bytes, not pixels.
            try (Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: UInt8(index % 251), count: 20_000)).write(to: served.appendingPathComponent("\(index).jpg"))
        }
        let server = Process()
        let output = Pipe(), input = Pipe()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", serverScript, "--dir", served.path, "--latency", String(latency), "--watch-stdin"]
        server.standardOutput = output
        server.standardInput = input
        try server.run()
        defer { try? input.fileHandleForWriting.close(); server.terminate(); server.waitUntilExit() }
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line.append(byte) }
        let port = Int(String(decoding: line, as: UTF8.self).replacingOccurrences(of: "PORT ", with: "")) ?? 0
        let urls = (0..<count).map { URL(string: "http://127.0.0.1:\(port)/\($0).jpg")! }

        var configuration = ImageCacheConfiguration(directory: work.appendingPathComponent("cache"))
        configuration.concurrency = concurrency
        let cache = try ImageCache(configuration: configuration)
        let report = await cache.prefetch(urls)
        let bound = Double(count) * latency / Double(concurrency)
        print(String(format: "{\"name\": \"prefetch %d images, %.0f ms latency, concurrency %d\", \"runs\": 1, \"median_ms\": %.1f, \"min_ms\": %.1f, \"max_ms\": %.1f, \"bound_ms\": %.1f, \"ready\": %d}",
                     count, latency * 1000, concurrency, report.duration * 1000, report.duration * 1000, report.duration * 1000, bound * 1000, report.ready))

        let memory = try await measure("cache hit from memory", urls: urls, cache: cache, purge: false)
        print(memory.json)
        let disk = try await measure("cache hit from disk", urls: urls, cache: cache, purge: true)
        print(disk.json)
    }

    /// Per-image latency over every URL, several passes.
    private static func measure(_ name: String, urls: [URL], cache: ImageCache, purge: Bool) async throws -> Measurement {
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<5 {
            for url in urls {
                if purge { await cache.purgeMemory() }
                let elapsed = await clock.measure { _ = await cache.image(for: url) }
                samples.append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            }
        }
        return Measurement(name: name, seconds: samples)
    }
}
