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

    // Guarded by `lock`: the snapshot's data never changes, so what is read of it once holds for every read.
    private var names: [String: (id: String, name: String)]?

    var count: Int { snapshots.count }

    /// Every exercise's name by id, read once (by `read`, on whichever connection asks first).
    func exerciseNames(_ read: () throws -> [String: (id: String, name: String)]) rethrows -> [String: (id: String, name: String)] {
        if let names = lock.withLock({ names }) { return names }
        let found = try read()
        return lock.withLock {
            if names == nil { names = found }
            return names!
        }
    }

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
