/// Recency order over keys with a cost each, O(1) for every operation.
///
/// A doubly linked list threaded through a dictionary: `head` is the least recently used key,
/// `tail` the most recently used one.
struct LRUList<Key: Hashable & Sendable>: Sendable {
    private struct Node: Sendable {
        var previous: Key?
        var next: Key?
        var cost: Int
    }

    private var nodes: [Key: Node] = [:]
    private var head: Key?
    private var tail: Key?
    /// Sum of the costs of all keys.
    private(set) var totalCost = 0

    var count: Int { nodes.count }
    var isEmpty: Bool { nodes.isEmpty }
    /// The key that would be evicted first.
    var leastRecent: Key? { head }

    func contains(_ key: Key) -> Bool { nodes[key] != nil }
    func cost(of key: Key) -> Int? { nodes[key]?.cost }

    /// Adds `key` (or updates its cost) as the most recently used key.
    mutating func insert(_ key: Key, cost: Int) {
        remove(key)
        nodes[key] = Node(previous: tail, next: nil, cost: cost)
        if let tail { nodes[tail]?.next = key } else { head = key }
        tail = key
        totalCost += cost
    }

    /// Marks `key` as the most recently used; does nothing for an unknown key.
    mutating func touch(_ key: Key) {
        guard let cost = nodes[key]?.cost, tail != key else { return }
        insert(key, cost: cost)
    }

    /// Removes `key` and returns its cost, or `nil` if it was absent.
    @discardableResult
    mutating func remove(_ key: Key) -> Int? {
        guard let node = nodes.removeValue(forKey: key) else { return nil }
        if let previous = node.previous { nodes[previous]?.next = node.next } else { head = node.next }
        if let next = node.next { nodes[next]?.previous = node.previous } else { tail = node.previous }
        totalCost -= node.cost
        return node.cost
    }

    /// Removes and returns the least recently used key.
    mutating func popLeastRecent() -> (key: Key, cost: Int)? {
        guard let key = head, let cost = remove(key) else { return nil }
        return (key, cost)
    }

    /// All keys, least recently used first.
    var keysFromLeastRecent: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(nodes.count)
        var cursor = head
        while let key = cursor {
            keys.append(key)
            cursor = nodes[key]?.next
        }
        return keys
    }

    mutating func removeAll() {
        nodes.removeAll()
        head = nil
        tail = nil
        totalCost = 0
    }
}
