import Foundation

/// Values a command that ends right after leaves to the process's exit to free: the memory goes back to the system
/// at once, instead of one object at a time (a full build's pages, sets and plan take some 30 ms to free). Only for
/// a command that then exits: `serve`, which builds again and again, drops its reports as usual.
enum ProcessLifetime {
    private static let lock = NSLock()
    // Guarded by `lock`; never read, only kept.
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keepUntilExit(_ value: Any?) {
        guard let value else { return }
        lock.withLock { kept.append(value) }
    }
}
