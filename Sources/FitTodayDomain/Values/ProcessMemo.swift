import Foundation

/// The results of a pure function, kept for the life of the process and shared by every build in it: a team build
/// works out the same plate table, program catalogue and library text for every athlete, and a site's plan cards
/// render the same exercise's instructions hundreds of times. Bounded: emptied whole when full, which only means
/// working a value out again.
///
/// An `NSLock` (pthreads), not `Synchronization.Mutex`: the thread sanitizer does not see the futex a `Mutex` waits on
/// and reports every read after a write as a race, which stops the sanitized suites.
public final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Key: Value] = [:]
    private let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }

    /// The value kept for `key`, else `make()`'s, kept.
    public func value<E: Error>(for key: Key, _ make: () throws(E) -> Value) throws(E) -> Value {
        if let known = lock.withLock({ kept[key] }) { return known }
        let made = try make()
        lock.withLock {
            if kept.count >= limit { kept.removeAll(keepingCapacity: true) }
            kept[key] = made
        }
        return made
    }
}
