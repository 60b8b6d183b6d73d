import FitTodayTestSupport
import Foundation

/// Runs the built `fittoday` binary in a fresh working directory, as a person or a cron job would.
/// The directory goes away with the value.
final class FitTodayProcess {
    struct Result {
        let exitCode: Int32
        let stdout: String
        let stderr: String
    }

    let directory: URL
    /// The binary this folder's commands run (``executable`` unless told).
    let binary: URL

    /// A fresh folder whose commands run `binary`: the tests' binary (``executable``), or the debug build beside the
    /// tests (``builtBesideTests``) for a test that kills a build at a step.
    init(binary: URL = FitTodayProcess.executable) throws {
        self.binary = binary
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// The `fittoday` the command-line tests run: `FITTODAY_BIN` (`make test` builds and names the release binary:
    /// the one people install, and several times faster than the debug build), else the one built beside the tests.
    static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["FITTODAY_BIN"] { return URL(fileURLWithPath: override) }
        return builtBesideTests
    }

    /// The `fittoday` built beside the test bundle (the debug build under `swift test`): the only one with the hooks
    /// that kill a build at a given step (`FITTODAY_DEBUG_STOP_AFTER_STEP`, docs/build.md).
    static var builtBesideTests: URL {
        #if os(Linux)
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("fittoday")
        #else
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("fittoday")
        #endif
    }

    /// The environment a command runs with: the test process's, without what would choose a database, a language
    /// or the person's image cache, plus `extra`.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["FITTODAY_DB"] = nil
        env["FITTODAY_LOCALE"] = nil
        // Help follows LANG; tests choose their language explicitly.
        env["LANG"] = nil
        env["LC_ALL"] = nil
        // The image cache lives in the test's own folder, never in the person's home.
        env["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// Runs the binary (`executable`, this folder's ``binary`` unless told) with `arguments` in this folder;
    /// `launcher` is a command line put in front of it (to run it as another user, say). After `timeout` seconds
    /// (``ChildProcess/defaultDeadline`` unless told) the process is killed and the test fails, naming the command.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil,
             launcher: [String] = [], timeout: Double? = nil, executable: URL? = nil) throws -> Result {
        let commandLine = launcher + [(executable ?? binary).path] + arguments
        let result = try ChildProcess.run(commandLine[0], Array(commandLine.dropFirst()), environment: self.environment(environment),
                                          directory: directory, input: .data(Data((input ?? "").utf8)),
                                          deadline: timeout ?? ChildProcess.defaultDeadline)
        return Result(exitCode: result.exitCode, stdout: result.stdoutText, stderr: result.stderrText)
    }

    /// Starts the binary in this folder and returns at once (a `serve`, or a build to kill midway); output is
    /// discarded unless asked for.
    func launch(_ arguments: [String], environment: [String: String] = [:], stdout: ChildProcess.Output = .discard,
                stderr: ChildProcess.Output = .discard, executable: URL? = nil) throws -> ChildProcess {
        try ChildProcess.launch((executable ?? binary).path, arguments, environment: self.environment(environment), directory: directory,
                                stdout: stdout, stderr: stderr)
    }

    /// A database with a profile, ready for other commands.
    func initialize() throws {
        let result = try run(["init", "--goal", "hypertrophy", "--equipment", "full-gym"])
        precondition(result.exitCode == 0, result.stderr)
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments + ["--format", "json"])
        guard result.exitCode == 0, let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw CLIError(result: result)
        }
        return object
    }

    struct CLIError: Error, CustomStringConvertible {
        let result: Result
        var description: String { "exit \(result.exitCode): \(result.stderr)" }
    }
}
