/// The field names of an object, in the order its model declares them, shared by every object of that model:
/// an object is a shape plus one value slot per name.
///
/// Made once per model type (``TemplateEncoder`` keeps the last shape of each) and immutable, so any number of
/// renderers read it at once. Finding a name is a probe of a small open-addressed table of name numbers
/// (``TemplateKeys``): no String is hashed while a page renders.
final class TemplateShape: Sendable {
    /// Names, in declaration order; no two have the same number.
    let keys: [String]
    let ids: [Int32]
    /// Slots ordered by their names' UTF-8 bytes: the order of ``TemplateObject/appendCanonical(to:)``.
    let canonicalOrder: [Int]
    /// Each name at `id & mask` or the next free place after it: its number in the high 32 bits and its slot in
    /// the low ones, so a probe reads one word instead of a slot and then the name's number; all ones marks an
    /// empty place (numbers count up from 0 and never reach it).
    private let table: [UInt64]
    private let mask: Int
    /// Whether every name is ASCII: then a name equal to one of them (`==`) with as many bytes has the same bytes.
    private let asciiNames: Bool

    static let empty = TemplateShape(keys: [], ids: [])

    /// `ids`: the numbers of `keys`, which must all differ.
    init(keys: [String], ids: [Int32]) {
        self.keys = keys
        self.ids = ids
        var size = 4
        while size < keys.count * 2 { size *= 2 }
        var table = [UInt64](repeating: .max, count: size)
        for (slot, id) in ids.enumerated() {
            var place = Int(id) & (size - 1)
            while table[place] != .max { place = (place + 1) & (size - 1) }
            table[place] = UInt64(UInt32(bitPattern: id)) << 32 | UInt64(slot)
        }
        self.table = table
        mask = size - 1
        asciiNames = keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        canonicalOrder = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
    }

    /// A shape for `keys`, numbered now; a name given twice keeps its first place (see ``merged(_:_:)``).
    convenience init(keys: [String]) {
        let ids = TemplateKeys.ids(keys)
        var seen = Set<Int32>()
        var uniqueKeys: [String] = [], uniqueIDs: [Int32] = []
        for (key, id) in zip(keys, ids) where seen.insert(id).inserted {
            uniqueKeys.append(key)
            uniqueIDs.append(id)
        }
        self.init(keys: uniqueKeys, ids: uniqueIDs)
    }

    /// The slot of the name numbered `id`, if this shape has it.
    @inline(__always)
    func slot(of id: Int32) -> Int? {
        table.withUnsafeBufferPointer { Self.slot(of: id, in: $0.baseAddress.unsafelyUnwrapped, mask: mask) }
    }

    /// The probe table and its mask, for ``ContextValue``, which probes it without going through the shape: the
    /// table lives as long as the shape and never changes.
    var probeTable: (table: UnsafePointer<UInt64>, mask: Int) {
        (table.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped }, mask)
    }

    /// The slot of the name numbered `id` in a probe table (see `table`).
    @inline(__always)
    static func slot(of id: Int32, in table: UnsafePointer<UInt64>, mask: Int) -> Int? {
        let key = UInt64(UInt32(bitPattern: id))
        var place = Int(id) & mask
        while true {
            let entry = table[place]
            if entry == .max { return nil }
            if entry >> 32 == key { return Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) }
            place = (place + 1) & mask
        }
    }

    /// The slot of `key`, if this shape has a name that `Dictionary` would take for it.
    func slot(of key: String) -> Int? {
        guard let id = TemplateKeys.existingID(key) else { return nil }
        return slot(of: id)
    }

    /// Whether the name at `slot` is `key`, byte for byte.
    @inline(__always)
    func hasKey(_ key: String, at slot: Int) -> Bool {
        let name = keys[slot]
        // No non-ASCII character is canonically equivalent to ASCII of its own byte length, so for ASCII names
        // String's `==` (instant for the same literal) is byte equality.
        if asciiNames { return name.utf8.count == key.utf8.count && name == key }
        return name.utf8.elementsEqual(key.utf8)
    }

    /// The shape and values of fields set in order, as a dictionary would keep them: a name given twice keeps its
    /// first spelling and the last value it was given, and a value given once outlasts a later "absent".
    static func merged(_ keys: [String], _ values: [TemplateValue?]) -> (TemplateShape, [TemplateValue?]) {
        let shape = TemplateShape(keys: keys)
        guard shape.keys.count != keys.count else { return (shape, values) }
        var merged = [TemplateValue?](repeating: nil, count: shape.keys.count)
        for (id, value) in zip(TemplateKeys.ids(keys), values) {
            guard let value, let slot = shape.slot(of: id) else { continue }
            merged[slot] = value
        }
        return (shape, merged)
    }
}
