import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday build` against an image source that answers HTTP 500 to everything: the built-in library's images cost
/// a handful of requests, the site is built with illustrations, and stderr says once, even under `--quiet`, which
/// host failed. The next build asks it again.
@Suite(.waitsOnChildren) struct FailingImageHostCommandTests {
    /// The image cache tests' loopback server, started with `--fail-all 500`.
    static let serverScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FitTodayImageCacheTests/Support/image_server.py")

    /// A running server process and its port; stopped when the value goes away (it also exits when our stdin closes).
    final class FailingServer {
        let process: ChildProcess
        let port: Int

        init(status: Int) throws {
            process = try ChildProcess.launch("python3", [FailingImageHostCommandTests.serverScript.path, "--port", "0", "--watch-stdin",
                                                          "--fail-all", String(status)], input: .pipe, stderr: .inherit)
            let text = try process.readLine(waitingFor: "the image server's PORT line") ?? ""
            guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
                process.stop()
                throw CocoaError(.fileReadCorruptFile)
            }
            self.port = port
        }

        deinit { process.stop() }

        /// Requests the server has answered (its control endpoints aside).
        func requests() throws -> Int {
            let data = try Data(contentsOf: URL(string: "http://127.0.0.1:\(port)/__stats")!)
            let stats = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            return stats?["total"] as? Int ?? -1
        }
    }

    @Test func aSourceThatAnswers500CostsAFewRequestsAndIsNamedOnceOnStderr() throws {
        let server = try FailingServer(status: 500)
        let cli = try FitTodayProcess()
        try cli.initialize()
        let source = "http://127.0.0.1:\(server.port)/imagens/"
        let result = try cli.run(["build", "--date", "2026-11-22", "--quiet", "--locale", "en", "--image-source", source])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let sentence = "the image host 127.0.0.1:\(server.port) failed 5 images in a row, each after all its tries"
        #expect(result.stderr.components(separatedBy: sentence).count == 2, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        // Five images failed after their three tries mark the host down; at most four more images were on their way
        // (the default concurrency is 5).
        let first = try server.requests()
        #expect(first >= 15 && first <= 27, "\(first) requests")
        #expect(FileManager.default.fileExists(atPath: cli.path("public/index.html")))

        // The next build asks the host again (and says so again).
        let again = try cli.run(["build", "--date", "2026-11-22", "--quiet", "--image-source", source])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stderr.contains("o servidor de imagens 127.0.0.1:\(server.port) falhou em 5 imagens seguidas"))
        let second = try server.requests() - first
        #expect(second >= 15 && second <= 27, "\(second) requests")
    }
}
