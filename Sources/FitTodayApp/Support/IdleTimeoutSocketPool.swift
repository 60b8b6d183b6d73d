#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FitTodaySystem
import FlyingSocks

/// FlyingSocks' socket pool with an idle timeout: a connection that neither sends nor takes anything for
/// `idleSeconds` is dropped (the pool itself waits on a silent connection for as long as it stays open).
struct IdleTimeoutSocketPool<Inner: AsyncSocketPool>: AsyncSocketPool {
    let inner: Inner
    let idleSeconds: Double

    /// Thrown into a connection's read or write when it waited too long; ``PreviewServer`` then closes it.
    struct IdleTimeout: Error {}

    func prepare() async throws { try await inner.prepare() }

    func run() async throws { try await inner.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // The listening socket waits for connections as long as the server runs.
        if Self.isListening(socket.file.rawValue) {
            return try await inner.suspendSocket(socket, untilReadyFor: events)
        }
        let inner = inner
        let nanoseconds = UInt64(idleSeconds * 1_000_000_000)
        // Whichever ends first decides; the other is cancelled.
        try await Concurrently.first(of: [
            { @Sendable in try await inner.suspendSocket(socket, untilReadyFor: events) },
            { @Sendable in
                try await Task.sleep(nanoseconds: nanoseconds)
                throw IdleTimeout()
            },
        ])
    }

    /// Whether `descriptor` is a listening socket (SO_ACCEPTCONN).
    static func isListening(_ descriptor: Int32) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &value, &length) == 0 && value != 0
    }
}
