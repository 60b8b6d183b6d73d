import Foundation

/// moto's S3 server (`python3 -m moto.server`, PyPI `moto[server]`, installed by `make setup`) on 127.0.0.1 at a
/// free port, for the deploy's tests; stopped when the value goes. Every wait has a deadline, and the server holds
/// no descriptor but its own (``DeployServerProcess``).
///
/// Tests that need no server of their own share one (``shared()``), each in buckets of its own (``bucket(_:)``):
/// moto takes a second of CPU to start and to answer its first request.
final class S3TestServer: @unchecked Sendable {
    let port: Int
    private let child: DeployServerProcess

    var endpoint: String { "http://127.0.0.1:\(port)" }

    /// Whether moto's server and boto3 can be imported here.
    static let isAvailable: Bool = {
        (try? DeployServerProcess.python(["-c", "import moto.server, boto3"], directory: FileManager.default.temporaryDirectory, timeout: 60))?.exitCode == 0
    }()

    static let skipReason = "moto[server] and boto3 are not installed (make setup installs them): the deploy tests against a loopback S3 API are skipped"

    /// The run's shared server, started by the first test that asks. It exits when the test process does: it watches
    /// its standard input, which only the test process holds.
    static func shared() throws -> S3TestServer { try sharedServer.get() }

    private static let sharedServer = Result { try S3TestServer(exitsWithTheTests: true) }

    /// A bucket name no other test uses: `stem` and a few random characters.
    static func bucket(_ stem: String) -> String {
        "\(stem)-\(UUID().uuidString.prefix(8).lowercased())"
    }

    /// Starts a server; `environment` adds to its environment.
    init(environment: [String: String] = [:], exitsWithTheTests: Bool = false) throws {
        port = try Self.freePort()
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let moto = exitsWithTheTests ? ["-c", Self.untilInputEnds] : ["-m", "moto.server"]
        child = try DeployServerProcess("/usr/bin/env", ["python3"] + moto + ["-H", "127.0.0.1", "-p", String(port)], environment: env,
                                        directory: FileManager.default.temporaryDirectory, input: exitsWithTheTests ? .pipe : .none)
        guard Self.waitForPort(port, seconds: 60) else {
            child.stop()
            throw Failure(description: "moto's server did not answer on port \(port) within 60 s: \(child.stderr)")
        }
    }

    deinit { child.stop() }

    /// moto's server, ended when its standard input ends.
    static let untilInputEnds = """
    import os, sys, threading
    def watch():
        sys.stdin.buffer.read()
        os._exit(0)
    threading.Thread(target=watch, daemon=True).start()
    from moto.server import main
    main(sys.argv[1:])
    """

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
    /// A port nobody listens on now: bound to 0, read, released.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard bound == 0 else { throw Failure(description: "bind failed") }
        let named = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        guard named == 0 else { throw Failure(description: "getsockname failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on 127.0.0.1:`port` within `seconds`.
    static func waitForPort(_ port: Int, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            close(fd)
            if connected == 0 { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }
}
