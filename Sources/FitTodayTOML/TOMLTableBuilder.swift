/// A mutable table used while parsing.
///
/// A reference type so headers and dotted keys can keep a handle to a nested table and add
/// to it in place; `build()` turns the tree into value types once the document is read.
final class TOMLTableBuilder {
    /// How a table came to exist, which decides whether a later header or dotted key may reopen it.
    enum Origin {
        /// Named only on the way to a deeper header (`a` in `[a.b]`); a later `[a]` may still define it.
        case implicit
        /// Defined by `[name]` or `[[name]]`.
        case header
        /// Created by a dotted key (`a.b = 1`).
        case dotted
        /// The root of an inline table.
        case inline
    }

    enum Entry {
        /// A finished value; inline tables and static arrays land here and can't be extended.
        case value(TOMLValue)
        case table(TOMLTableBuilder)
        case tableArray([TOMLTableBuilder])
    }

    var origin: Origin
    private var keys: [String] = []
    private var entries: [String: Entry] = [:]

    init(origin: Origin) {
        self.origin = origin
    }

    subscript(key: String) -> Entry? {
        entries[key]
    }

    func insert(_ entry: Entry, for key: String) {
        if entries.updateValue(entry, forKey: key) == nil { keys.append(key) }
    }

    /// Appends an element to the array of tables under `key`, which must exist.
    func append(_ element: TOMLTableBuilder, toArrayAt key: String) {
        // Take the array out first so the append doesn't copy it.
        guard case .tableArray(var elements)? = entries.removeValue(forKey: key) else {
            preconditionFailure("no array of tables under \(key)")
        }
        elements.append(element)
        entries[key] = .tableArray(elements)
    }

    func build() -> TOMLTable {
        var table = TOMLTable()
        for key in keys {
            switch entries[key]! {
            case .value(let value): table[key] = value
            case .table(let builder): table[key] = .table(builder.build())
            case .tableArray(let builders): table[key] = .array(builders.map { .table($0.build()) })
            }
        }
        return table
    }
}
