import FitTodaySystem
import FlyingSocks
import Foundation

/// The listening socket of `fittoday serve` on 127.0.0.1, and its connections: each served on a task of its own, one
/// request after another (keep-alive), and closed after 10 s of silence (``IdleTimeoutSocketPool``).
struct PreviewServer: Sendable {
    private let socket: Socket

    /// Binds `port` on 127.0.0.1 and listens; throws when the port cannot be had (in use, not allowed).
    static func listen(port: UInt16) throws -> PreviewServer {
        let socket = try Socket(domain: AF_INET)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            #if canImport(Darwin)
            try socket.setValue(true, for: .noSIGPIPE)
            #endif
            try socket.bind(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
        } catch {
            try? socket.close()
            throw error
        }
        return PreviewServer(socket: socket)
    }

    /// Answers connections with `handler` until the task is cancelled or the socket fails.
    func serve(_ handler: PreviewHTTPHandler, idleSeconds: Double = 10) async throws {
        let pool = IdleTimeoutSocketPool(inner: SocketPool.make(), idleSeconds: idleSeconds)
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        defer { try? listener.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    for try await connection in listener.sockets {
                        connections.addTask { await Self.converse(on: connection, with: handler) }
                    }
                }
            }
            // Whichever ends first (the pool or the listener failing, or cancellation) ends the server.
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Requests and answers on one connection until it closes, asks to, goes silent or sends what cannot be read.
    private static func converse(on connection: AsyncSocket, with handler: PreviewHTTPHandler) async {
        defer { try? connection.close() }
        var buffer: [UInt8] = []
        while true {
            let parsed: (request: PreviewRequest, rest: [UInt8])
            do throws(PreviewRequest.Failure) {
                guard let found = try PreviewRequest.parse(buffer) else {
                    guard let bytes = try? await connection.read(atMost: 8192), !bytes.isEmpty else { return }
                    buffer += bytes
                    continue
                }
                parsed = found
            } catch {
                let response = PreviewResponse.empty(error == .headTooLarge ? 431 : 400)
                try? await connection.write(response.bytes(closing: true))
                return
            }
            buffer = parsed.rest
            let closing = !parsed.request.keepsAlive
            let response = handler.answer(parsed.request)
            do { try await connection.write(response.bytes(closing: closing)) } catch { return }
            if closing { return }
        }
    }
}
