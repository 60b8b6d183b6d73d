import FitTodayTestSupport
import Foundation

/// The deploy tests' children through the suite's one way to start one (``ChildProcess``: only the three standard
/// descriptors, a deadline on every wait): their servers (moto, a fault proxy, a signature checker) write their log
/// to a file in the test's folder, never to a pipe, and the commands run to their end.
final class DeployServerProcess {
    private let child: ChildProcess
    private let log: URL

    /// Starts a server; its standard output and error go to a log file beside it. With `input` `.pipe`, its standard
    /// input stays open as long as the test process (a server that watches it ends with the run).
    init(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL,
         input: ChildProcess.Input = .none) throws {
        log = directory.appendingPathComponent("server-\(UUID().uuidString).log")
        // `sh` sends both streams to the file and becomes the server (exec), so stopping it stops the server.
        child = try ChildProcess.launch("/bin/sh", ["-c", "exec \"$0\" \"$@\" >>\"$FITTODAY_SERVER_LOG\" 2>&1", executable] + arguments,
                                        environment: environment.merging(["FITTODAY_SERVER_LOG": log.path]) { $1 }, directory: directory,
                                        input: input, stdout: .discard, stderr: .discard)
    }

    deinit { child.stop() }

    /// What the server wrote so far.
    var stderr: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    func stop() { child.stop() }

    /// Runs to the end; after `timeout` seconds the child is killed and the test fails naming it.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL,
                    timeout: Double = 300) throws -> FitTodayProcess.Result {
        let result = try ChildProcess.run(executable, arguments, environment: environment, directory: directory, deadline: timeout)
        return FitTodayProcess.Result(exitCode: result.exitCode, stdout: result.stdoutText, stderr: result.stderrText)
    }

    /// `python3` with `arguments`, in `directory`.
    static func python(_ arguments: [String], directory: URL, timeout: Double = 120) throws -> FitTodayProcess.Result {
        try run("/usr/bin/env", ["python3"] + arguments, environment: ProcessInfo.processInfo.environment, directory: directory, timeout: timeout)
    }
}
