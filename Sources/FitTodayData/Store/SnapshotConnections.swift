import Foundation
import GRDB

/// The read connections of a snapshot store (``SQLiteStore/readingSnapshot(connections:)``), each lent to one read
/// at a time: a read waits only when every connection is busy.
final class SnapshotConnections: @unchecked Sendable {
    private let snapshots: [DatabaseSnapshot]
    // `free` is guarded by `lock`; `available` counts its entries, so a read waits without spinning.
    private let lock = NSLock()
    private var free: [Int]
    private let available: DispatchSemaphore

    init(_ snapshots: [DatabaseSnapshot]) {
        self.snapshots = snapshots
        free = Array(snapshots.indices)
        available = DispatchSemaphore(value: snapshots.count)
    }

    var count: Int { snapshots.count }

    func withConnection<T>(_ body: (DatabaseSnapshot) throws -> T) rethrows -> T {
        available.wait()
        let index = lock.withLock { free.removeLast() }
        defer {
            lock.withLock { free.append(index) }
            available.signal()
        }
        return try body(snapshots[index])
    }
}
