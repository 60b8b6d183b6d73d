import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs `ai_server.py` on 127.0.0.1 for one test; it stops when this value goes away.
final class LoopbackAIServer {
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ai_server.py")
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else { throw URLError(.cannotConnectToHost) }
        self.port = port
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Requests seen and the last Authorization header.
    func stats() async throws -> (requests: Int, authorization: String?) {
        let (data, _) = try await URLSession.shared.data(from: url("/__stats"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        return (object["requests"] as? Int ?? -1, object["authorization"] as? String)
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }
}
