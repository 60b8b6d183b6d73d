import FitTodayTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs `ai_server.py` on 127.0.0.1 for one test; it stops when this value goes away.
final class LoopbackAIServer {
    let port: Int
    private let process: ChildProcess

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ai_server.py")
        process = try ChildProcess.launch("python3", [script.path], input: .pipe, stderr: .inherit)
        guard let port = Int(try process.readLine(waitingFor: "the AI server's port") ?? "") else {
            process.stop()
            throw URLError(.cannotConnectToHost)
        }
        self.port = port
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Requests seen and the last Authorization header.
    func stats() async throws -> (requests: Int, authorization: String?) {
        let (data, _) = try await URLSession.shared.data(from: url("/__stats"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        return (object["requests"] as? Int ?? -1, object["authorization"] as? String)
    }

    deinit { process.stop() }
}
