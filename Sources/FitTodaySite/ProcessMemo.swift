import Synchronization

/// The results of a pure function, kept for the life of the process and shared by every build in it: the plan cards
/// of a site render the same exercise's instructions hundreds of times, and a team build renders the same library
/// for every athlete. Bounded: emptied whole when full, which only means working a value out again.
final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let kept = Mutex<[Key: Value]>([:])
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The value kept for `key`, else `make()`'s, kept.
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = kept.withLock({ $0[key] }) { return known }
        let made = make()
        kept.withLock { kept in
            if kept.count >= limit { kept.removeAll(keepingCapacity: true) }
            kept[key] = made
        }
        return made
    }
}
