import Foundation

/// A child process started with `posix_spawn`, for the deploy's tests: it gets only stdin (/dev/null), stdout and
/// stderr (files, never pipes, so no other child can hold them open), every other descriptor closed; and every wait
/// on it has a deadline, after which it is killed. Foundation's `Process` was seen here never to notice a Python
/// child's exit (left a zombie, `waitUntilExit` waiting for good).
final class ChildProcess {
    let pid: pid_t
    private let output: URL
    private let errors: URL
    private var status: Int32?

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `executable` with exactly `arguments` and `environment`, in `directory`.
    init(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-child-\(UUID().uuidString)")
        output = scratch.appendingPathExtension("out")
        errors = scratch.appendingPathExtension("err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // glibc 2.34's and 2.29's, which Swift's Glibc module does not declare: found at run time.
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        guard let closeFrom = dlsym(library, "posix_spawn_file_actions_addclosefrom_np"),
              let changeDirectory = dlsym(library, "posix_spawn_file_actions_addchdir_np") else {
            throw Failure(description: "this C library cannot close descriptors or change folder in posix_spawn")
        }
        _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, 3)
        _ = directory.path.withCString { unsafeBitCast(changeDirectory, to: ChangeDirectory.self)(&actions, $0) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
        guard result == 0 else { throw Failure(description: "posix_spawn \(executable): \(String(cString: strerror(result)))") }
        pid = child
    }

    deinit {
        if status == nil { _ = stop() }
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: errors)
    }

    /// The exit status once the child has ended within `seconds`, else nil (it still runs).
    func wait(seconds: Double) -> Int32? {
        if let status { return status }
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            var raw: Int32 = 0
            let done = waitpid(pid, &raw, WNOHANG)
            if done == pid {
                // Exited: its code; killed by a signal: 128 + the signal, as a shell says.
                let signal = raw & 0x7F
                status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
                return status
            }
            if done < 0 { status = -1; return status }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    /// SIGTERM, then SIGKILL when it has not ended within 10 seconds; its status.
    @discardableResult
    func stop() -> Int32 {
        if let status { return status }
        kill(pid, SIGTERM)
        if let ended = wait(seconds: 10) { return ended }
        kill(pid, SIGKILL)
        return wait(seconds: 10) ?? -1
    }

    var stdout: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// Runs to the end (killed after `timeout` seconds, then exit code 137).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL,
                    timeout: Double = 300) throws -> FitTodayProcess.Result {
        let child = try ChildProcess(executable, arguments, environment: environment, directory: directory)
        let code = child.wait(seconds: timeout) ?? child.stop()
        return FitTodayProcess.Result(exitCode: code, stdout: child.stdout, stderr: child.stderr)
    }

    /// `fittoday` in `cli`'s folder with the test environment `FitTodayProcess.run` gives it, plus `environment`.
    static func fittoday(_ cli: FitTodayProcess, _ arguments: [String], environment: [String: String] = [:],
                         timeout: Double = 300) throws -> FitTodayProcess.Result {
        var env = ProcessInfo.processInfo.environment
        for key in ["FITTODAY_DB", "FITTODAY_LOCALE", "LANG", "LC_ALL"] { env[key] = nil }
        env["XDG_CACHE_HOME"] = cli.directory.appendingPathComponent("cache").path
        for (key, value) in environment { env[key] = value }
        return try run(FitTodayProcess.executable.path, arguments, environment: env, directory: cli.directory, timeout: timeout)
    }

    /// `python3` with `arguments`, in `directory`.
    static func python(_ arguments: [String], directory: URL, timeout: Double = 120) throws -> FitTodayProcess.Result {
        try run("/usr/bin/env", ["python3"] + arguments, environment: ProcessInfo.processInfo.environment, directory: directory, timeout: timeout)
    }
}
