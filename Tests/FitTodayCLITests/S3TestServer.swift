import Foundation

/// moto's S3 server (`python3 -m moto.server`, PyPI `moto[server]`, installed by `make setup`) on 127.0.0.1 at a
/// free port, for the deploy's tests; stopped when the value goes. Every wait has a deadline. The server is
/// started through a small launcher that closes every inherited descriptor but stdin, stdout and stderr (which
/// are /dev/null), so it never holds another test's pipe open.
final class S3TestServer {
    let port: Int
    private let process = Process()

    var endpoint: String { "http://127.0.0.1:\(port)" }

    /// Whether moto's server and boto3 can be imported here.
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import moto.server, boto3"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        return waitForExit(process, seconds: 60) && process.terminationStatus == 0
    }()

    static let skipReason = "moto[server] and boto3 are not installed (make setup installs them): the deploy tests against a loopback S3 API are skipped"

    /// Starts a server; `environment` adds to its environment.
    init(environment: [String: String] = [:]) throws {
        port = try Self.freePort()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let launcher = "import os, sys; os.closerange(3, 65536); os.execvp(sys.executable, [sys.executable, '-m', 'moto.server', '-H', '127.0.0.1', '-p', sys.argv[1]])"
        process.arguments = ["python3", "-c", launcher, String(port)]
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard Self.waitForPort(port, seconds: 60) else {
            stop()
            throw Failure(description: "moto's server did not answer on port \(port) within 60 s")
        }
    }

    deinit { stop() }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !Self.waitForExit(process, seconds: 10) {
            kill(process.processIdentifier, SIGKILL)
            _ = Self.waitForExit(process, seconds: 10)
        }
    }

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

    /// Whether `process` ended within `seconds`.
    static func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { return false }
        process.waitUntilExit()
        return true
    }
}
