import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way a test starts another program: the child gets only standard input, output and error (every other
/// descriptor of the test process is closed in it), runs in a process group of its own, and every wait on it or on
/// its pipes has a deadline, at which the group is killed and ``ChildProcess/DeadlineExceeded`` names what was
/// awaited.
///
/// Why not Foundation's `Process`: it passes every open descriptor to the child, so a server started by one test
/// kept the write ends of another test's pipes open and that test's `readDataToEndOfFile()` never returned (issue 39).
/// Why not swift-subprocess: it costs a package build on every clean build for what `posix_spawn` with
/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34+) and `poll(2)` give in one file; `ChildProcessTests`
/// checks it against `/proc/self/fd` of the child and against real deadlines.
public final class ChildProcess: @unchecked Sendable {
    /// What the child reads.
    public enum Input: Sendable {
        /// `/dev/null`.
        case none
        /// These bytes, then end of file.
        case data(Data)
        /// A pipe the test keeps open until ``closeInput()`` (servers that exit when their stdin closes).
        case pipe
    }

    /// Where the child's output goes.
    public enum Output: Sendable {
        /// Collected into the result.
        case capture
        /// `/dev/null`.
        case discard
        /// Into the same pipe as standard output (only for standard error).
        case standardOutput
        /// The test process's own (a server's log and tracebacks, which nobody reads to its end).
        case inherit
    }

    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// A finished child: how it ended and what it wrote.
    public struct Result: Sendable {
        public let termination: Termination
        public let stdout: Data
        public let stderr: Data

        /// The exit status, or 128 + the signal that ended it (as a shell says).
        public var exitCode: Int32 {
            switch termination {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        }

        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// A wait that reached its deadline; the child's process group was killed.
    public struct DeadlineExceeded: Error, CustomStringConvertible {
        public let waitedFor: String
        public let seconds: Double
        public let output: String

        public var description: String {
            let tail = output.count > 2_000 ? "…" + output.suffix(2_000) : output
            return "deadline of \(seconds) s passed waiting for \(waitedFor); the child was killed. Output so far: \(tail)"
        }
    }

    /// The child's standard input could not take what was sent (it ended, say).
    public struct WriteFailure: Error, CustomStringConvertible {
        public let command: String
        public let errno: Int32
        public var description: String { "could not write to the input of \(command): \(String(cString: strerror(errno)))" }
    }

    /// The child ended, but processes of its group still ran ``run(_:_:environment:directory:input:stdout:stderr:deadline:groupEndsWithin:)``'s
    /// `groupEndsWithin` seconds later; they were killed.
    public struct LeftRunning: Error, CustomStringConvertible {
        public let command: String
        public var description: String { "\(command) left processes running after it ended (they were killed)" }
    }

    /// The child could not be started.
    public struct LaunchFailure: Error, CustomStringConvertible {
        public let command: String
        public let errno: Int32
        public var description: String { "could not start \(command): \(String(cString: strerror(errno)))" }
    }

    /// The deadline of a wait when the caller names none: far beyond any command of the suite, even under a
    /// sanitizer on a loaded machine, and still an end.
    public static let defaultDeadline: Double = 300

    public let pid: pid_t
    /// The command line, for messages.
    public let command: String

    private let lock = NSLock()
    private var inputDescriptor: Int32
    private var stdoutDescriptor: Int32
    private var stderrDescriptor: Int32
    private var pendingInput: Data
    private var stdoutData = Data()
    private var stderrData = Data()
    private var status: Termination?

    private init(pid: pid_t, command: String, input: Int32, pendingInput: Data, stdout: Int32, stderr: Int32) {
        self.pid = pid
        self.command = command
        inputDescriptor = input
        self.pendingInput = pendingInput
        stdoutDescriptor = stdout
        stderrDescriptor = stderr
    }

    deinit {
        if status == nil {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            _ = reap(within: 5)
        }
        for descriptor in [inputDescriptor, stdoutDescriptor, stderrDescriptor] where descriptor >= 0 { close(descriptor) }
    }

    // MARK: Starting

    /// Runs `executable` (a path, or a name looked up on `PATH`) to its end and returns what it wrote. With
    /// `environment` nil the child gets the test process's environment; `directory` is its working directory.
    /// After `deadline` seconds the child is killed and ``DeadlineExceeded`` thrown. With `groupEndsWithin`, what the
    /// child started must end too, within that many seconds after it (``groupEnds(within:)``), or ``LeftRunning``.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           directory: URL? = nil, input: Input = .none, stdout: Output = .capture,
                           stderr: Output = .capture, deadline: Double = defaultDeadline, groupEndsWithin: Double? = nil) throws -> Result {
        let child = try launch(executable, arguments, environment: environment, directory: directory, input: input,
                               stdout: stdout, stderr: stderr)
        let result = try child.finish(within: deadline)
        if let seconds = groupEndsWithin, !child.groupEnds(within: seconds) { throw LeftRunning(command: child.command) }
        return result
    }

    /// Starts `executable` and returns at once; see ``run(_:_:environment:directory:input:stdout:stderr:deadline:)``.
    public static func launch(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                              directory: URL? = nil, input: Input = .none, stdout: Output = .capture,
                              stderr: Output = .capture) throws -> ChildProcess {
        ignoreBrokenPipes
        let command = ([executable] + arguments).joined(separator: " ")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        // Every descriptor the parent keeps is close-on-exec, so no other child (even one Foundation starts)
        // inherits it; the child's ends are closed here once it has them.
        var parentEnds: [Int32] = []
        var childEnds: [Int32] = []
        func cleanUp() {
            for descriptor in parentEnds + childEnds { close(descriptor) }
        }

        var inputDescriptor: Int32 = -1
        var pendingInput = Data()
        switch input {
        case .none:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .data, .pipe:
            let (read, write) = try makePipe()
            parentEnds.append(write)
            childEnds.append(read)
            posix_spawn_file_actions_adddup2(&actions, read, 0)
            inputDescriptor = write
            if case .data(let bytes) = input {
                pendingInput = bytes
                _ = fcntl(write, F_SETFL, fcntl(write, F_GETFL) | O_NONBLOCK)
            }
        }

        var stdoutDescriptor: Int32 = -1
        switch stdout {
        case .inherit:
            break
        case .discard, .standardOutput:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        case .capture:
            let (read, write) = try makePipe()
            parentEnds.append(read)
            childEnds.append(write)
            posix_spawn_file_actions_adddup2(&actions, write, 1)
            stdoutDescriptor = read
        }
        var stderrDescriptor: Int32 = -1
        switch stderr {
        case .inherit:
            break
        case .discard:
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .standardOutput:
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        case .capture:
            let (read, write) = try makePipe()
            parentEnds.append(read)
            childEnds.append(write)
            posix_spawn_file_actions_adddup2(&actions, write, 2)
            stderrDescriptor = read
        }
        guard Spawn.closeFrom(&actions, 3) == 0 else {
            cleanUp()
            throw LaunchFailure(command: command, errno: Glibc.errno)
        }
        if let directory, Spawn.changeDirectory(&actions, directory.path) != 0 {
            cleanUp()
            throw LaunchFailure(command: command, errno: Glibc.errno)
        }

        // A fresh process group (so a deadline ends the child's own children too), default signal handling (the
        // test runner ignores SIGPIPE; an ignored signal would stay ignored in the child) and no blocked signal.
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        func spawn() -> Int32 {
            withCStrings([executable] + arguments) { argv in
                withCStrings(environmentLines) { envp in
                    executable.contains("/")
                        ? posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
                        : posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
                }
            }
        }
        // A program a test has just written (a copied binary) can be busy for a moment: another test's child, forked
        // while the copy was open for writing, holds that descriptor until it closes its own (ETXTBSY). It passes.
        var spawned = spawn()
        var busyRetries = 0
        while spawned == ETXTBSY, busyRetries < 100 {
            busyRetries += 1
            usleep(20_000)
            spawned = spawn()
        }
        for descriptor in childEnds { close(descriptor) }
        childEnds = []
        guard spawned == 0 else {
            cleanUp()
            throw LaunchFailure(command: command, errno: spawned)
        }
        let child = ChildProcess(pid: pid, command: command, input: inputDescriptor, pendingInput: pendingInput,
                                 stdout: stdoutDescriptor, stderr: stderrDescriptor)
        if case .data = input, pendingInput.isEmpty { child.closeInput() }
        return child
    }

    // MARK: Waiting

    /// Writes the input, reads standard output and error to their end and waits for the child to exit, all within
    /// `seconds`; at the deadline the child is killed and ``DeadlineExceeded`` thrown.
    public func finish(within seconds: Double = ChildProcess.defaultDeadline, waitingFor what: String? = nil) throws -> Result {
        let end = Self.now() + seconds
        try pump(until: end, stopWhen: { false }, what: what ?? "\(command) to finish its output", seconds: seconds)
        let termination = try waitForExit(until: end, what: what ?? "\(command) to exit", seconds: seconds)
        return lock.withLock { Result(termination: termination, stdout: stdoutData, stderr: stderrData) }
    }

    /// The next line the child writes on standard output (without its newline), within `seconds`; nil at end of
    /// file. At the deadline the child is killed and ``DeadlineExceeded`` names `what`.
    public func readLine(within seconds: Double = 60, waitingFor what: String) throws -> String? {
        let end = Self.now() + seconds
        func takeLine() -> String? {
            lock.withLock {
                guard let newline = stdoutData.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                let line = String(decoding: stdoutData[stdoutData.startIndex..<newline], as: UTF8.self)
                stdoutData.removeSubrange(stdoutData.startIndex...newline)
                return line
            }
        }
        if let line = takeLine() { return line }
        try pump(until: end, stopWhen: { self.lock.withLock { self.stdoutData.contains(UInt8(ascii: "\n")) } },
                 what: what, seconds: seconds)
        if let line = takeLine() { return line }
        return lock.withLock {
            defer { stdoutData = Data() }
            return stdoutData.isEmpty ? nil : String(decoding: stdoutData, as: UTF8.self)
        }
    }

    /// ``readLine(within:waitingFor:)`` on a thread of its own rather than one of the cooperative pool, for async
    /// tests that must not starve the others while a server starts.
    public func awaitLine(within seconds: Double = 60, waitingFor what: String) async throws -> String? {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String?, any Error>) in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try self.readLine(within: seconds, waitingFor: what) })
            }
        }
    }

    /// Waits until the child has exited, within `seconds` (its output, if captured and unread, is drained meanwhile).
    @discardableResult
    public func waitForExit(within seconds: Double = ChildProcess.defaultDeadline, waitingFor what: String? = nil) throws -> Termination {
        try waitForExit(until: Self.now() + seconds, what: what ?? "\(command) to exit", seconds: seconds)
    }

    /// Waits up to `seconds` for every process of the child's group to end, once the child itself has: what it
    /// started and left behind (a browser orphaned by a wrapper script that did not `exec` it) keeps the group. At
    /// the deadline the group is killed and the answer is false. A child that left its group (a daemon) is not seen.
    public func groupEnds(within seconds: Double) -> Bool {
        let end = Self.now() + seconds
        while kill(-pid, 0) == 0 && Self.livingMembers(ofGroup: pid) {
            guard Self.now() < end else {
                kill(-pid, SIGKILL)
                return false
            }
            usleep(20_000)
        }
        return true
    }

    /// Whether a process of group `group` runs, a zombie not counted: one left to an init that does not reap it
    /// has ended all the same.
    public static func livingMembers(ofGroup group: pid_t) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return true }
        for entry in entries where entry.first?.isNumber == true {
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After the name: state, parent, group.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == group { return true }
        }
        return false
    }

    /// Whether the child has not exited yet.
    public var isRunning: Bool { lock.withLock { status == nil } && reapIfExited() == nil }

    /// Writes `data` to standard input (``Input/pipe``), for a helper that answers each request line with a line.
    /// Small writes: a pipe takes 64 KB before a write would wait.
    public func send(_ data: Data) throws {
        try lock.withLock {
            var offset = 0
            while offset < data.count {
                guard inputDescriptor >= 0 else { throw WriteFailure(command: command, errno: EPIPE) }
                let written = data.withUnsafeBytes { write(inputDescriptor, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0 {
                    if Glibc.errno == EINTR { continue }
                    throw WriteFailure(command: command, errno: Glibc.errno)
                }
                offset += written
            }
        }
    }

    /// What the child has written on standard error so far (captured), for a message.
    public var standardErrorSoFar: String { lock.withLock { String(decoding: stderrData, as: UTF8.self) } }

    /// Ends standard input (for `.pipe`): servers that watch it exit.
    public func closeInput() {
        lock.withLock {
            if inputDescriptor >= 0 { close(inputDescriptor) }
            inputDescriptor = -1
            pendingInput = Data()
        }
    }

    /// Sends `signal` (SIGTERM unless told) to the child's process group, and to the child itself (which may have
    /// left the group, as `script` does), if it still runs.
    public func signal(_ signal: Int32 = SIGTERM) {
        guard isRunning else { return }
        kill(-pid, signal)
        kill(pid, signal)
    }

    /// Stops the child: closes its input, sends SIGTERM and waits up to `seconds`, then SIGKILL.
    public func stop(within seconds: Double = 10) {
        closeInput()
        signal(SIGTERM)
        if reap(within: seconds) == nil {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            _ = reap(within: 5)
        }
    }

    // MARK: Inside

    private func waitForExit(until end: Double, what: String, seconds: Double) throws -> Termination {
        // Output still captured keeps flowing, so a child that writes much after we stopped reading never blocks.
        var pause = 0.001
        while true {
            if let termination = reapIfExited() { return termination }
            if Self.now() >= end { throw expire(what: what, seconds: seconds) }
            let open = lock.withLock { stdoutDescriptor >= 0 || stderrDescriptor >= 0 || (inputDescriptor >= 0 && !pendingInput.isEmpty) }
            if open {
                try pump(until: min(end, Self.now() + pause), stopWhen: { false }, what: what, seconds: seconds, expires: false)
            } else {
                usleep(UInt32(pause * 1_000_000))
            }
            pause = min(pause * 2, 0.05)
        }
    }

    /// Moves bytes between the pipes and the buffers until both outputs end, `stopWhen` holds or `end` passes
    /// (then, with `expires`, the child is killed and the deadline thrown).
    private func pump(until end: Double, stopWhen: () -> Bool, what: String, seconds: Double, expires: Bool = true) throws {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !stopWhen() {
            let (input, output, error, pending) = lock.withLock { (inputDescriptor, stdoutDescriptor, stderrDescriptor, pendingInput) }
            var descriptors: [pollfd] = []
            if output >= 0 { descriptors.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            if error >= 0 { descriptors.append(pollfd(fd: error, events: Int16(POLLIN), revents: 0)) }
            if input >= 0, !pending.isEmpty { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            if descriptors.isEmpty { return }
            let left = end - Self.now()
            if left <= 0 {
                if expires { throw expire(what: what, seconds: seconds) }
                return
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(min(left * 1000 + 1, 1_000)))
            if ready < 0 {
                if Glibc.errno == EINTR { continue }
                throw LaunchFailure(command: command, errno: Glibc.errno)
            }
            for entry in descriptors where entry.revents != 0 {
                if entry.fd == input {
                    let written = pending.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
                    lock.withLock {
                        if written > 0 { pendingInput.removeFirst(written) }
                        if written < 0 && Glibc.errno != EAGAIN && Glibc.errno != EINTR { pendingInput = Data() }
                    }
                    if lock.withLock({ pendingInput.isEmpty }) { closeInput() }
                    continue
                }
                let count = read(entry.fd, &buffer, buffer.count)
                if count < 0 && (Glibc.errno == EINTR || Glibc.errno == EAGAIN) { continue }
                lock.withLock {
                    if count > 0 {
                        if entry.fd == stdoutDescriptor { stdoutData.append(contentsOf: buffer[0..<count]) }
                        else { stderrData.append(contentsOf: buffer[0..<count]) }
                    } else {
                        close(entry.fd)
                        if entry.fd == stdoutDescriptor { stdoutDescriptor = -1 } else { stderrDescriptor = -1 }
                    }
                }
            }
        }
    }

    private func expire(what: String, seconds: Double) -> DeadlineExceeded {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        _ = reap(within: 5)
        let output = lock.withLock { String(decoding: stdoutData + stderrData, as: UTF8.self) }
        return DeadlineExceeded(waitedFor: "\(what) (pid \(pid))", seconds: seconds, output: output)
    }

    /// The child's end if it has exited (reaping it once), else nil.
    private func reapIfExited() -> Termination? {
        lock.withLock {
            if let status { return status }
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG)
            guard result == pid else { return nil }
            // The macros WIFEXITED and friends do not come through to Swift.
            let signal = raw & 0x7f
            status = signal == 0 ? .exited((raw >> 8) & 0xff) : .signaled(signal)
            return status
        }
    }

    private func reap(within seconds: Double) -> Termination? {
        let end = Self.now() + seconds
        while Self.now() < end {
            if let termination = reapIfExited() { return termination }
            usleep(5_000)
        }
        return reapIfExited()
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard Spawn.pipe(&descriptors, O_CLOEXEC) == 0 else {
            throw LaunchFailure(command: "pipe2", errno: Glibc.errno)
        }
        return (descriptors[0], descriptors[1])
    }

    /// Writing to a child that has gone must be an error, not the end of the test process.
    private static let ignoreBrokenPipes: Void = { _ = Glibc.signal(SIGPIPE, SIG_IGN) }()

    private static func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeMutableBufferPointer { body(UnsafePointer($0.baseAddress!)) }
    }
}

/// glibc functions that Swift's Glibc module leaves out (they need `_GNU_SOURCE`), looked up once in the C library
/// itself; their C types make the calls follow the C convention.
private enum Spawn {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    private static func symbol<T>(_ name: String, as type: T.Type) -> T {
        guard let library = dlopen(nil, RTLD_NOW), let address = dlsym(library, name) else {
            fatalError("\(name) is missing: the tests need glibc 2.34 or later")
        }
        return unsafeBitCast(address, to: type)
    }

    nonisolated(unsafe) static let closeFrom = symbol("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)
    nonisolated(unsafe) static let changeDirectory = symbol("posix_spawn_file_actions_addchdir_np", as: ChangeDirectory.self)
    nonisolated(unsafe) static let pipe = symbol("pipe2", as: Pipe2.self)
}
