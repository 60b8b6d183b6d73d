import Foundation

/// Every field name the engine has met, each given a small number once: templates are compiled to these numbers
/// and object shapes list them, so a `{{name}}` finds its field by comparing integers instead of hashing Strings.
///
/// Names are told apart as `Dictionary<String, _>` tells them apart (canonically equivalent names are one name),
/// which is how fields were found when objects were dictionaries. Shared by every thread; its lock is taken when a
/// template is compiled, an object of a new shape is made or a field is read by its name, never by a tag.
enum TemplateKeys {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ids: [String: Int32] = [:]

    /// The numbers of `names`, in order, each given now if it has none yet.
    static func ids(_ names: [String]) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return names.map { name in
            if let id = ids[name] { return id }
            let id = Int32(ids.count)
            ids[name] = id
            return id
        }
    }

    /// The number of `name` if it has one: a name without one is in no object.
    static func existingID(_ name: String) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        return ids[name]
    }
}
