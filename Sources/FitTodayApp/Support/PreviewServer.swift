import FitTodaySystem
import FlyingSocks
import Foundation

/// The listening socket of `fittoday serve` (127.0.0.1 unless `--listen` says otherwise), and its connections: each
/// served on a task of its own, one request after another (keep-alive), and closed after 10 s of silence
/// (``IdleTimeoutSocketPool``). A request's body is read only where the handler asks for it (``PreviewBodyPlan``).
struct PreviewServer: Sendable {
    private let socket: Socket

    /// Binds `port` on `address` and listens; throws when it cannot be had (in use, not allowed, not this computer's).
    static func listen(on address: PreviewListenAddress, port: UInt16) throws -> PreviewServer {
        let socket = try Socket(domain: address.family == .v4 ? AF_INET : AF_INET6)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            #if canImport(Darwin)
            try socket.setValue(true, for: .noSIGPIPE)
            #endif
            switch address.family {
            case .v4:
                try socket.bind(to: try sockaddr_in.inet(ip4: address.text, port: port))
            case .v6:
                // `::` takes IPv4 too, whatever the system's default: a phone on an IPv4 network reaches it.
                var both: Int32 = 0
                if address.isEverywhere {
                    _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &both, socklen_t(MemoryLayout<Int32>.size))
                }
                try socket.bind(to: try sockaddr_in6.inet6(ip6: address.text, port: port))
            }
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
        // Whichever ends first (the pool or the listener failing, or cancellation) ends the server.
        try await Concurrently.first(of: [
            { @Sendable in try await pool.run() },
            { @Sendable in try await Concurrently.forEach(of: listener.sockets) { connection in await Self.converse(on: connection, with: handler) } },
        ])
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
            let request = parsed.request
            var body: [UInt8] = []
            switch handler.bodyPlan(for: request) {
            case .none:
                break
            case let .read(count):
                // A client that waits to be told to send its body (curl does, past 1 KB) is told.
                if request.headers["expect"]?.lowercased() == "100-continue", buffer.count < count {
                    do { try await connection.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) } catch { return }
                }
                guard let read = await Self.take(count, from: &buffer, on: connection) else { return }
                body = read
            case let .refuse(response, discarding):
                // The body read and dropped first, so the client reads the answer instead of a reset connection; a
                // client waiting to be told to send it is answered at once.
                if request.headers["expect"]?.lowercased() != "100-continue" {
                    _ = await Self.take(discarding, from: &buffer, on: connection, keeping: false)
                }
                try? await connection.write(response.bytes(closing: true))
                return
            }
            let closing = !request.keepsAlive
            let response = await handler.answer(request, body: body)
            do { try await connection.write(response.bytes(closing: closing)) } catch { return }
            if closing { return }
        }
    }

    /// The next `count` bytes of the connection, the ones already read in `buffer` first (taken out of it); nil when
    /// the connection ends or goes silent before. Not `keeping` them, it only reads past them (and gives `[]`).
    private static func take(_ count: Int, from buffer: inout [UInt8], on connection: AsyncSocket, keeping: Bool = true) async -> [UInt8]? {
        let buffered = min(count, buffer.count)
        var taken = keeping ? Array(buffer.prefix(buffered)) : []
        buffer.removeFirst(buffered)
        var missing = count - buffered
        while missing > 0 {
            guard let bytes = try? await connection.read(atMost: min(missing, 65_536)), !bytes.isEmpty else { return nil }
            missing -= bytes.count
            if keeping { taken += bytes }
        }
        return taken
    }
}
