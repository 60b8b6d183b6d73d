/// A TOML table: keys in the order they were written, each with its value.
public struct TOMLTable: Equatable, Sendable {
    public private(set) var keys: [String] = []
    private var values: [String: TOMLValue] = [:]

    public init() {}

    public subscript(key: String) -> TOMLValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }
}

extension TOMLTable {
    /// The number of keys.
    public var count: Int { keys.count }

    /// Whether the table has no keys.
    public var isEmpty: Bool { keys.isEmpty }

    /// Every key with its value, in the order they were written.
    public var entries: [(key: String, value: TOMLValue)] {
        keys.map { ($0, values[$0]!) }
    }
}

extension TOMLTable: Sequence {
    /// Iterates `(key, value)` pairs in the order they were written.
    public struct Iterator: IteratorProtocol {
        private let table: TOMLTable
        private var index = 0

        fileprivate init(_ table: TOMLTable) { self.table = table }

        public mutating func next() -> (key: String, value: TOMLValue)? {
            guard index < table.keys.count else { return nil }
            let key = table.keys[index]
            index += 1
            return (key, table.values[key]!)
        }
    }

    public func makeIterator() -> Iterator { Iterator(self) }
}

extension TOMLTable: ExpressibleByDictionaryLiteral {
    /// Builds a table in literal order, which keeps expectations in tests and defaults readable.
    public init(dictionaryLiteral elements: (String, TOMLValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }
}
