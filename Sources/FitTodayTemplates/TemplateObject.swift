/// Named values: the context of a page and of every object inside it.
///
/// Stored as a ``TemplateShape`` (the names, shared by every object of one model) and one value slot per name,
/// so that rendering finds a name by number; it reads and compares as the dictionary ``fields`` it stands for.
public struct TemplateObject: Sendable {
    private(set) var shape: TemplateShape
    /// One per name of `shape`; nil for a name the model declares but has no value for this time (see ``absent``).
    var values: [TemplateValue?]

    public init() {
        shape = .empty
        values = []
    }

    public init(_ fields: [String: TemplateValue]) {
        let keys = fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        shape = TemplateShape(keys: keys)
        values = shape.keys.map { fields[$0] }
    }

    init(shape: TemplateShape, values: [TemplateValue?]) {
        self.shape = shape
        self.values = values
    }

    /// The fields that have a value.
    public var fields: [String: TemplateValue] {
        get {
            var fields: [String: TemplateValue] = [:]
            fields.reserveCapacity(values.count)
            for (key, value) in zip(shape.keys, values) where value != nil { fields[key] = value }
            return fields
        }
        set {
            let absent = self.absent
            let (shape, values) = TemplateShape.merged(Array(newValue.keys) + absent,
                                                       Array(newValue.values) + Array(repeating: nil, count: absent.count))
            self.shape = shape
            self.values = values
        }
    }

    /// Fields the model declares but has no value for this time (an optional left empty), in declaration order.
    /// They render as absent fields do; only the strict mode reads them, and they are no part of equality or
    /// fingerprints.
    public var absent: [String] {
        get { zip(shape.keys, values).compactMap { $1 == nil ? $0 : nil } }
        set {
            var keys: [String] = [], values: [TemplateValue?] = []
            for (key, value) in zip(shape.keys, self.values) where value != nil {
                keys.append(key)
                values.append(value)
            }
            (shape, self.values) = TemplateShape.merged(keys + newValue, values + Array(repeating: nil, count: newValue.count))
        }
    }

    public subscript(key: String) -> TemplateValue? {
        get { shape.slot(of: key).flatMap { values[$0] } }
        set {
            if let slot = shape.slot(of: key) {
                if newValue != nil || values[slot] == nil {
                    values[slot] = newValue
                    return
                }
                // Removing a value removes the name too, as it leaves a dictionary.
                var keys = shape.keys, values = self.values
                keys.remove(at: slot)
                values.remove(at: slot)
                (shape, self.values) = TemplateShape.merged(keys, values)
            } else if let newValue {
                (shape, values) = TemplateShape.merged(shape.keys + [key], values + [newValue])
            }
        }
    }

    /// The value of the name numbered `id`, if this object has one.
    @inline(__always)
    func value(for id: Int32) -> TemplateValue? {
        guard let slot = shape.slot(of: id) else { return nil }
        return values[slot]
    }

    /// Whether the object has the name numbered `id`, with a value or declared absent.
    @inline(__always)
    func declares(_ id: Int32) -> Bool {
        shape.slot(of: id) != nil
    }
}

extension TemplateObject: Equatable {
    /// Keys and strings compare by their UTF-8 bytes (see `TemplateValue.==`); a dictionary alone would take
    /// canonically equivalent keys for the same key.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        if lhs.shape === rhs.shape { return lhs.values == rhs.values }
        guard lhs.values.count(where: { $0 != nil }) == rhs.values.count(where: { $0 != nil }) else { return false }
        for (slot, value) in lhs.values.enumerated() {
            guard let value else { continue }
            guard let other = rhs.shape.slot(of: lhs.shape.ids[slot]), let otherValue = rhs.values[other],
                  rhs.shape.keys[other].utf8.elementsEqual(lhs.shape.keys[slot].utf8), otherValue == value else { return false }
        }
        return true
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension TemplateObject {
    /// Appends bytes that identify this object exactly: see `TemplateValue.appendCanonical(to:)`.
    public func appendCanonical(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "O"))
        TemplateValue.appendCount(values.count(where: { $0 != nil }), to: &bytes)
        for slot in shape.canonicalOrder {
            guard let value = values[slot] else { continue }
            TemplateValue.appendCanonical(shape.keys[slot], to: &bytes)
            value.appendCanonical(to: &bytes)
        }
    }
}
