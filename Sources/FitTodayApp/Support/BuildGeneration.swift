import Foundation

/// Counts the rebuilds `serve` made that changed the site; open pages poll it to know when to reload.
final class BuildGeneration: @unchecked Sendable {
    // Guarded by `lock`: the rebuild loop writes, request handlers read.
    private var count = 1
    private let lock = NSLock()

    var value: Int { lock.withLock { count } }

    func advance() { lock.withLock { count += 1 } }
}
