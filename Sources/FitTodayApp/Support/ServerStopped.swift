import Foundation

/// Set once when the preview server's task ends, with why; read by the command's loop.
final class ServerStopped: @unchecked Sendable {
    // Guarded by `lock`.
    private var text: String?
    private let lock = NSLock()

    var reason: String? { lock.withLock { text } }

    /// Keeps the first reason given; nil records "ended without an error".
    func record(_ error: (any Error)?) {
        lock.withLock {
            if text == nil { text = error.map { String(describing: $0) } ?? "ended" }
        }
    }
}
