import Foundation
import Testing

/// Finds the tools the browser and feed tests drive (Chromium, chromedriver, pdfinfo, Python's selenium and
/// icalendar). `make test` installs them through `make test-tools`; a test never installs anything. In CI a missing
/// tool is a failure, on a person's machine a skip with a message saying how to get it.
enum BrowserTools {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardizedFileURL

    /// Runs a program found on PATH (or at a path), in `folder` when given, returning its exit status and its
    /// merged output.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil) throws -> (Int32, String) {
        let process = Process()
        if let folder { process.currentDirectoryURL = folder }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The names of the missing tools among `needed` (commands, or `python:module`).
    static func missing(_ needed: [String]) -> [String] {
        needed.filter { tool in
            if tool.hasPrefix("python:") {
                let module = String(tool.dropFirst("python:".count))
                return ((try? run("python3", ["-c", "import \(module)"]))?.0 ?? 1) != 0
            }
            return ((try? run("sh", ["-c", "command -v \(tool)"]))?.0 ?? 1) != 0
        }
    }

    /// True when every tool is there; otherwise records a failure in CI or prints why the test is skipped.
    static func available(_ needed: [String] = ["chromium", "chromedriver", "pdfinfo", "python:selenium"], for test: String) -> Bool {
        let absent = missing(needed)
        guard !absent.isEmpty else { return true }
        let message = "\(test): missing \(absent.joined(separator: ", ")); run `make test-tools` (as root) to install them."
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("\(message) CI must have them.")
        } else {
            print("Skipping — \(message)")
        }
        return false
    }
}
