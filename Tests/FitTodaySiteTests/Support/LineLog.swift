import Foundation

/// Lines a build's diagnostics wrote, from any task.
final class LineLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) { lock.withLock { stored.append(line) } }

    var lines: [String] { lock.withLock { stored } }
}
