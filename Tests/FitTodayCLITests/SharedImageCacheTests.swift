import FitTodayTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One image cache shared by several processes at once (`docs/scale.md`): four `images prefetch --all` on one cache
/// folder against the loopback image server leave every image whole, byte for byte the server's, and download each at
/// most twice (usually once).
@Suite(.waitsOnChildren) struct SharedImageCacheTests {
    @Test func fourProcessesFillOneCacheWithEveryImageIntact() async throws {
        let folder = try FitTodayProcess()
        let served = folder.directory.appendingPathComponent("served")
        let paths = try ImagesCommandTests.libraryImagePaths()
        var bytes: [Data: String] = [:]
        for path in paths {
            let file = served.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(path.utf8) + Data(repeating: UInt8(path.count % 251), count: 2048)
            try data.write(to: file)
            bytes[data] = path
        }
        let server = try ImagesCommandTests.ImageServer(folder: served)
        let cache = folder.directory.appendingPathComponent("shared-cache")
        var processes: [FitTodayProcess] = []
        for _ in 0..<4 {
            let cli = try FitTodayProcess()
            try cli.write("[images]\nsource = \"http://127.0.0.1:\(server.port)/\"\n", to: "fittoday.toml")
            try cli.initialize()
            processes.append(cli)
        }
        // All four at once, on one cache folder.
        let children = try processes.map { cli in
            try ChildProcess.launch(FitTodayProcess.executable.path, ["images", "prefetch", "--all"],
                                    environment: cli.environment(["XDG_CACHE_HOME": cache.path]), directory: cli.directory)
        }
        for child in children {
            let result = try child.finish(within: 300, waitingFor: "images prefetch --all on the shared cache")
            #expect(result.exitCode == 0, "\(result.stderrText)")
        }
        // Every entry is one of the server's images, whole; every image is there once.
        let entries = cache.appendingPathComponent("fittoday/images/entries")
        var found: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: entries.path) where !name.hasSuffix(".json") {
            let data = try Data(contentsOf: entries.appendingPathComponent(name))
            let path = try #require(bytes[data], "\(name) is not byte for byte one of the server's images")
            found.insert(path)
        }
        #expect(found == Set(paths))
        // Downloaded at most twice each, and usually once.
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(server.port)/__stats")!)
        let perPath = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["per_path"] as? [String: Int] ?? [:]
        #expect(perPath.values.allSatisfy { $0 <= 2 }, "\(perPath.filter { $0.value > 2 })")
        let once = perPath.values.filter { $0 == 1 }.count
        #expect(Double(once) >= 0.9 * Double(paths.count), "\(once) of \(paths.count) downloaded once")
        // A fifth process, offline, finds every image in the shared cache.
        let offline = try processes[0].run(["images", "prefetch", "--all"], environment: ["XDG_CACHE_HOME": cache.path], timeout: 120)
        #expect(offline.exitCode == 0 && offline.stdout.contains("\(paths.count) imagens prontas para uso offline"), "\(offline.stdout)")
    }
}
