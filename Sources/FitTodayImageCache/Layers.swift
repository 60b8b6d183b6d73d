import Foundation

/// The in-memory layer: image bytes under a byte budget, least recently used evicted first.
struct MemoryLayer: Sendable {
    let limit: Int
    private var order = LRUList<String>()
    private var storage: [String: Data] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    var byteCount: Int { order.totalCost }
    var count: Int { order.count }

    func data(for key: String) -> Data? { storage[key] }

    mutating func touch(_ key: String) { order.touch(key) }

    /// Stores `data` as the most recent entry, evicting older ones to stay within the limit.
    /// Data larger than the whole budget is not kept.
    mutating func insert(_ data: Data, for key: String) {
        guard data.count <= limit else {
            remove(key)
            return
        }
        order.insert(key, cost: data.count)
        storage[key] = data
        while order.totalCost > limit, let victim = order.popLeastRecent() {
            storage[victim.key] = nil
        }
    }

    mutating func remove(_ key: String) {
        order.remove(key)
        storage[key] = nil
    }

    mutating func removeAll() {
        order.removeAll()
        storage.removeAll()
    }
}

/// The index of the disk layer: metadata of every stored image, in recency order.
struct DiskIndex: Sendable {
    private var order = LRUList<String>()
    private(set) var entries: [String: ImageEntryMetadata] = [:]
    /// Counts entries added, replaced and removed (not touches): what a snapshot of the index would miss.
    private(set) var changes = 0

    var byteCount: Int { order.totalCost }
    var count: Int { order.count }
    /// Keys, least recently used first.
    var keysFromLeastRecent: [String] { order.keysFromLeastRecent }

    /// Every entry, least recently used first (the order a snapshot keeps).
    var entriesFromLeastRecent: [(key: String, metadata: ImageEntryMetadata)] {
        order.keysFromLeastRecent.compactMap { key in entries[key].map { (key, $0) } }
    }

    subscript(key: String) -> ImageEntryMetadata? { entries[key] }

    /// Adds or replaces an entry and makes it the most recently used.
    mutating func upsert(_ metadata: ImageEntryMetadata, for key: String) {
        changes += 1
        entries[key] = metadata
        order.insert(key, cost: metadata.byteCount)
    }

    mutating func touch(_ key: String, at date: Date) {
        guard entries[key] != nil else { return }
        entries[key]?.lastAccess = date
        order.touch(key)
    }

    @discardableResult
    mutating func remove(_ key: String) -> ImageEntryMetadata? {
        changes += 1
        order.remove(key)
        return entries.removeValue(forKey: key)
    }

    /// Removes least recently used entries until `incoming` more bytes fit within `limit`,
    /// and returns their keys (the caller deletes the files).
    mutating func evict(toFit incoming: Int, limit: Int) -> [String] {
        var victims: [String] = []
        while order.totalCost + incoming > limit, let victim = order.popLeastRecent() {
            changes += 1
            entries[victim.key] = nil
            victims.append(victim.key)
        }
        return victims
    }

    mutating func removeAll() {
        changes += 1
        order.removeAll()
        entries.removeAll()
    }
}
