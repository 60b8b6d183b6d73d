/// A value a page template can show.
///
/// A closed set of cases instead of `Any`, so that rendering never casts and every page model can be
/// fingerprinted byte for byte.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)

    public init(_ s: String) { self = .string(s) }
    public init(_ i: Int) { self = .int(i) }
    public init(_ b: Bool) { self = .bool(b) }
    public init(_ o: TemplateObject) { self = .object(o) }
    public init(_ list: [TemplateValue]) { self = .list(list) }
    public init(_ strings: [String]) { self = .list(strings.map { .string($0) }) }
}

extension TemplateValue {
    /// The field numbered `id` (``TemplateKeys``) of an object; nil for anything else.
    @inline(__always)
    func field(_ id: Int32) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object.value(for: id)
    }

    /// Whether this is an object that has the name numbered `id`, with a value or declared absent.
    @inline(__always)
    func declares(_ id: Int32) -> Bool {
        guard case .object(let object) = self else { return false }
        return object.declares(id)
    }
}

extension TemplateValue {
    /// Strings compare by their UTF-8 bytes, not by Unicode canonical equivalence: "é" and "e\u{301}"
    /// render to different bytes, so they must not count as the same page model.
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a.utf8.elementsEqual(b.utf8)
        case (.int(let a), .int(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self = .string(String(stringInterpolation: stringInterpolation)) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(Dictionary(elements, uniquingKeysWith: { _, last in last })))
    }
}

extension TemplateValue {
    /// Appends bytes that identify this value exactly, for page fingerprints.
    ///
    /// Each value starts with a kind tag, strings and counts carry their length and object keys come sorted by
    /// their UTF-8 bytes, so the encoding is prefix-free: two values give the same bytes only when they are equal.
    public func appendCanonical(to bytes: inout [UInt8]) {
        switch self {
        case .string(let s):
            bytes.append(UInt8(ascii: "S"))
            Self.appendCanonical(s, to: &bytes)
        case .int(let i):
            bytes.append(UInt8(ascii: "I"))
            var bits = UInt64(bitPattern: Int64(i))
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        case .bool(let b):
            bytes.append(UInt8(ascii: "B"))
            bytes.append(b ? 1 : 0)
        case .list(let list):
            bytes.append(UInt8(ascii: "L"))
            Self.appendCount(list.count, to: &bytes)
            for element in list { element.appendCanonical(to: &bytes) }
        case .object(let object):
            object.appendCanonical(to: &bytes)
        }
    }

    /// A string as its UTF-8 length then its bytes.
    public static func appendCanonical(_ string: String, to bytes: inout [UInt8]) {
        appendCount(string.utf8.count, to: &bytes)
        bytes.append(contentsOf: string.utf8)
    }

    /// A count as unsigned LEB128: short for the small counts pages have, and still prefix-free.
    public static func appendCount(_ count: Int, to bytes: inout [UInt8]) {
        var rest = UInt(count)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}

extension TemplateValue: Encodable {
    /// Lets a model hold a value made once and shared by many pages (``TemplateEncoder`` takes it as it is).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .int(let int):
            var container = encoder.singleValueContainer()
            try container.encode(int)
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .list(let list):
            var container = encoder.unkeyedContainer()
            for element in list { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: FieldName.self)
            for key in object.fields.keys.sorted() { try container.encode(object.fields[key]!, forKey: FieldName(stringValue: key)) }
        }
    }

    private struct FieldName: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
