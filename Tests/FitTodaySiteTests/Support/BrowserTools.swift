import FitTodayTestSupport
import Foundation
import Testing

/// Finds the tools the browser and feed tests drive (Chromium, chromedriver, pdfinfo, Python's selenium and
/// icalendar). `make test` installs them through `make test-tools`; a test never installs anything. In CI a missing
/// tool is a failure, on a person's machine a visible skip (`.needs(_:)`) saying how to get it.
enum BrowserTools {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardizedFileURL

    /// Runs a program found on PATH (or at a path), in `folder` when given, returning its exit status and its
    /// merged output.
    /// A browser check that runs longer than `deadline` seconds is killed and fails its test.
    /// A check that leaves a process behind (a browser it did not end) fails, the process killed.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil,
                    deadline: Double = ChildProcess.defaultDeadline) throws -> (Int32, String) {
        let result = try ChildProcess.run(executable, arguments, environment: environment.map { ProcessInfo.processInfo.environment.merging($0) { $1 } },
                                          directory: folder, stderr: .standardOutput, deadline: deadline, groupEndsWithin: Self.leftoverSeconds)
        return (result.exitCode, result.stdoutText)
    }

    /// How long a browser may take to go once its check has ended (a second or two here).
    static let leftoverSeconds = 20.0

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

    /// What the browser tests drive, and what the print tests add.
    static let browser = ["chromium-headless-shell", "chromedriver", "python:selenium"]
    static let printing = browser + ["pdfinfo"]

    /// Under CI every tool is required: a missing one fails the test instead of skipping it.
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The tools missing on this machine, looked for once per test run.
    static let absent = Set(missing(printing + ["pdftotext", "python3", "python:icalendar"]))

    /// Whether a test needing `needed` runs: always under CI, elsewhere when every tool is there.
    static func canRun(_ needed: [String]) -> Bool { inCI || absent.isDisjoint(with: needed) }

    /// Why a test needing `needed` is skipped here.
    static func skipReason(_ needed: [String]) -> Comment {
        let missing = needed.filter(absent.contains)
        return Comment(rawValue: "missing \(missing.joined(separator: ", ")); run `make test-tools` (as root) to install them")
    }

    /// Fails the test when a tool it needs is missing (under CI, where ``canRun(_:)`` never skips it).
    static func require(_ needed: [String]) throws {
        let missing = needed.filter(absent.contains)
        try #require(missing.isEmpty, "missing \(missing.joined(separator: ", ")); CI must have them (`make test-tools`)")
    }
}
