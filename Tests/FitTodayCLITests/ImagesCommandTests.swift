import FitTodayTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `fittoday images ...` and `build` through the image cache, against a real HTTP server on 127.0.0.1.
@Suite(.waitsOnChildren) struct ImagesCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A real 8×8 JPEG (made once with libvips, 292 bytes) with a comment segment holding `mark` after its start, so
    /// that every mark gives other bytes of an image libvips decodes: a build copies an image only once its renditions
    /// are made (issue 43), and it refuses what it cannot decode.
    static func jpeg(marking mark: String) -> Data {
        let base = Data(base64Encoded: "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABwQAAICAgMAAAAAAAAAAAAAAAECAAMEEQYhkf/EABQBAQAAAAAAAAAAAAAAAAAAAAD/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwBxmlMPCfKsVilFZsYKOyANnXkRED//2Q==")!
        let text = Data(mark.utf8.prefix(60_000))
        let length = UInt16(text.count + 2)
        return base.prefix(2) + Data([0xFF, 0xFE, UInt8(length >> 8), UInt8(length & 0xFF)]) + text + base.dropFirst(2)
    }

    /// Every image path the curated library names.
    static func libraryImagePaths() throws -> [String] {
        let folder = root.appendingPathComponent("content/exercises")
        let regex = try NSRegularExpression(pattern: #"^images = \[(.*)\]"#, options: .anchorsMatchLines)
        var paths: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let list = String(text[Range(match.range(at: 1), in: text)!])
                for part in list.split(separator: ",") {
                    paths.insert(part.trimmingCharacters(in: CharacterSet(charactersIn: " \"")))
                }
            }
        }
        return paths.sorted()
    }

    final class ImageServer {
        let port: Int
        let process: ChildProcess

        init(folder: URL) throws {
            process = try ChildProcess.launch("python3", [ImagesCommandTests.root.appendingPathComponent("Tests/FitTodayImageCacheTests/Support/image_server.py").path,
                                                          "--dir", folder.path, "--watch-stdin"], input: .pipe, stderr: .inherit)
            let line = try process.readLine(waitingFor: "the image server's PORT line") ?? ""
            port = Int(line.replacingOccurrences(of: "PORT ", with: "")) ?? 0
        }

        func requestCount() async throws -> Int {
            let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/__stats")!)
            return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["total"] as? Int ?? -1
        }

        deinit { process.stop() }
    }

    @Test func prefetchStatsOfflineBuildAndClear() async throws {
        let cli = try FitTodayProcess()
        let served = cli.directory.appendingPathComponent("served")
        let paths = try Self.libraryImagePaths()
        #expect(paths.count > 100)
        // A tiny JPEG for every path but one, which the server will answer with 404.
        for path in paths.dropFirst() {
            let file = served.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.jpeg(marking: path).write(to: file)
        }
        let server = try ImageServer(folder: served)
        try FileManager.default.createSymbolicLink(atPath: cli.path("content"), withDestinationPath: Self.root.appendingPathComponent("content").path)
        try cli.write("[images]\nsource = \"http://127.0.0.1:\(server.port)/\"\nretries = 0\n", to: "fittoday.toml")
        try cli.initialize()
        #expect(try cli.run(["plan", "generate", "--date", "2026-11-22"]).exitCode == 0)

        let prefetch = try cli.run(["images", "prefetch", "--all"])
        #expect(prefetch.exitCode == 0, "\(prefetch.stderr)")
        #expect(prefetch.stdout.contains("\(paths.count - 1) imagens prontas para uso offline, 1 indisponível: usando ícone"))
        let afterPrefetch = try await server.requestCount()
        #expect(afterPrefetch == paths.count)

        let stats = try cli.json(["images", "stats"])
        #expect(stats["images"] as? Int == paths.count - 1)
        #expect(stats["downloads"] as? Int == paths.count - 1)
        #expect((stats["failures"] as? [String: Int])?.values.reduce(0, +) == 1)

        // Offline: not one request, and the cached images are in the site.
        let build = try cli.run(["build", "--date", "2026-11-22", "--offline"])
        #expect(build.exitCode == 0, "\(build.stderr)")
        #expect(try await server.requestCount() == afterPrefetch)
        let copied = try FileManager.default.contentsOfDirectory(atPath: cli.path("public/images"))
        #expect(copied.count >= 100)

        // Online again: everything is a cache hit, still no request.
        #expect(try cli.run(["build", "--date", "2026-11-22"]).exitCode == 0)
        #expect(try await server.requestCount() == afterPrefetch + 1) // only the missing image is asked for again

        #expect(try cli.run(["images", "clear"]).exitCode == 0)
        #expect(try cli.json(["images", "stats"])["images"] as? Int == 0)
    }

    @Test func prefetchWithoutAPlanSaysWhatToDo() throws {
        let cli = try FitTodayProcess()
        try cli.write("[images]\nsource = \"http://127.0.0.1:9/\"\n", to: "fittoday.toml")
        try cli.initialize()
        let result = try cli.run(["images", "prefetch", "--date", "2026-11-22"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("fittoday plan generate"))
    }

    @Test func prefetchOnARestDayFetchesNothingEvenWithAnActivePlan() throws {
        let cli = try FitTodayProcess()
        try cli.write("[images]\nsource = \"http://127.0.0.1:9/\"\n", to: "fittoday.toml")
        try cli.initialize()
        #expect(try cli.run(["plan", "new", "Treino A", "--activate"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", "1", "Supino reto com barra", "--sets", "3", "--reps", "10", "--rest", "90"]).exitCode == 0)
        #expect(try cli.run(["checkin", "--focus", "rest", "--date", "2026-11-22"]).exitCode == 0)
        let result = try cli.run(["images", "prefetch", "--date", "2026-11-22", "--locale", "en"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2026-11-22 is a rest day: there is no plan."))
        // The day after, with no check-in, the active plan is the day's plan: its exercise's two images are asked
        // for (the server at port 9 never answers).
        let nextDay = try cli.run(["images", "prefetch", "--date", "2026-11-23", "--locale", "en"])
        #expect(nextDay.exitCode == 0, "\(nextDay.stderr)")
        #expect(nextDay.stdout.contains("0 images ready for offline use, 2 unavailable"))
        #expect(!nextDay.stdout.contains("no plan"))
    }
}
