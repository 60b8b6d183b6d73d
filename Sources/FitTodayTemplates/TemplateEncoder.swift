import Foundation

/// Turns an `Encodable` model into the values a template sees: each stored property becomes a field named after
/// it, nested models become objects, arrays become lists and an absent optional becomes an absent field.
///
/// Models are typed Swift values, so a misspelled field is a compile error; the names a template may use are the
/// property names. The absent optionals are remembered (see ``TemplateObject/absent``), which is what lets the
/// strict mode tell "declared but empty today" from "no such field".
public enum TemplateEncoder {
    /// The model as a template value; floating-point numbers and other scalar types are not part of the model
    /// vocabulary (format them as text), and encoding one stops with a precondition failure.
    ///
    /// A ``TemplateRepresentable`` model fills its object directly; any other goes through `Encodable`.
    public static func value<Model: Encodable>(_ model: Model) -> TemplateValue {
        if let direct = model as? any TemplateRepresentable { return .object(direct.templateObject) }
        return encoded(model)
    }

    /// The model through its `Encodable` conformance even when it is ``TemplateRepresentable``: the reference the
    /// direct fills are compared with.
    public static func codableObject<Model: Encodable>(_ model: Model) -> TemplateObject {
        guard case .object(let object) = encoded(model) else {
            preconditionFailure("A page model must be a struct of named fields, not \(Model.self)")
        }
        return object
    }

    private static func encoded<Model: Encodable>(_ model: Model) -> TemplateValue {
        let encoder = Encoding()
        do {
            try model.encode(to: encoder)
        } catch {
            preconditionFailure("A page model could not be encoded: \(error)")
        }
        return encoder.finished ?? .object(TemplateObject())
    }

    /// The model as the object at the root of a template context.
    public static func object<Model: Encodable>(_ model: Model) -> TemplateObject {
        guard case .object(let object) = value(model) else {
            preconditionFailure("A page model must be a struct of named fields, not \(Model.self)")
        }
        return object
    }
}

/// One level of encoding: the slot a value goes into.
private final class Encoding: Encoder {
    // An encoding is used by one thread, one container at a time: the run-time exclusivity checks of these
    // fields cost more than the encoding itself.
    @exclusivity(unchecked) var result: TemplateValue?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Shared by the levels of one model.
    private let shapes: Shapes
    private enum Kind { case single, object, list }
    @exclusivity(unchecked) private var kind = Kind.single
    /// A keyed container: the shape its model had last time, expected again (see ``add(_:_:)``).
    @exclusivity(unchecked) private var expected: TemplateShape = .empty
    @exclusivity(unchecked) private var keyType: ObjectIdentifier?
    /// The names so far, kept only once they stop following `expected`.
    @exclusivity(unchecked) private var keys: [String]?
    @exclusivity(unchecked) private var values: [TemplateValue?] = []
    @exclusivity(unchecked) private var list: [TemplateValue] = []

    init(shapes: Shapes = Shapes()) {
        self.shapes = shapes
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        kind = .object
        keyType = ObjectIdentifier(type)
        expected = shapes.last(for: ObjectIdentifier(type))
        keys = nil
        values = []
        values.reserveCapacity(expected.keys.count)
        return KeyedEncodingContainer(KeyedContainer<Key>(encoding: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        kind = .list
        list = []
        return UnkeyedContainer(encoding: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoding: self) }

    /// A field, in the order the model encodes them; nil: declared, absent this time.
    func add(_ key: String, _ value: TemplateValue?) {
        if keys == nil {
            let position = values.count
            if position < expected.keys.count, expected.hasKey(key, at: position) {
                values.append(value)
                return
            }
            keys = Array(expected.keys[..<position])
        }
        keys!.append(key)
        values.append(value)
    }

    func append(_ value: TemplateValue) { list.append(value) }
    var listCount: Int { list.count }

    /// What was encoded, once `encode(to:)` returned.
    var finished: TemplateValue? {
        switch kind {
        case .single:
            return result
        case .list:
            return .list(list)
        case .object:
            if keys == nil, values.count == expected.keys.count { return .object(TemplateObject(shape: expected, values: values)) }
            let (shape, merged) = TemplateShape.merged(keys ?? Array(expected.keys[..<values.count]), values)
            if let keyType { shapes.remember(shape, for: keyType) }
            return .object(TemplateObject(shape: shape, values: merged))
        }
    }

    func encode<T: Encodable>(_ value: T) throws -> TemplateValue? {
        // Metatype comparisons, not dynamic casts: this runs for every value of every page.
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        // Values made once and shared by many pages (the words table) go in as they are.
        if T.self == TemplateValue.self { return unsafeBitCast(value, to: TemplateValue.self) }
        if T.self == TemplateObject.self { return .object(unsafeBitCast(value, to: TemplateObject.self)) }
        // Database ids are Int64; any integer that fits an Int is one. Without these cases such a value would
        // encode itself through this same function forever.
        if let int = try Self.integer(value) { return .int(int) }
        if T.self == Double.self || T.self == Float.self { throw Unsupported(type: T.self) }
        let nested = Encoding(shapes: shapes)
        try value.encode(to: nested)
        return nested.finished
    }

    private static func integer<T>(_ value: T) throws -> Int? {
        let int: Int?
        if T.self == Int64.self { int = Int(exactly: unsafeBitCast(value, to: Int64.self)) }
        else if T.self == Int32.self { int = Int(unsafeBitCast(value, to: Int32.self)) }
        else if T.self == Int16.self { int = Int(unsafeBitCast(value, to: Int16.self)) }
        else if T.self == Int8.self { int = Int(unsafeBitCast(value, to: Int8.self)) }
        else if T.self == UInt.self { int = Int(exactly: unsafeBitCast(value, to: UInt.self)) }
        else if T.self == UInt64.self { int = Int(exactly: unsafeBitCast(value, to: UInt64.self)) }
        else if T.self == UInt32.self { int = Int(exactly: unsafeBitCast(value, to: UInt32.self)) }
        else if T.self == UInt16.self { int = Int(unsafeBitCast(value, to: UInt16.self)) }
        else if T.self == UInt8.self { int = Int(unsafeBitCast(value, to: UInt8.self)) }
        else { return nil }
        guard let int else { throw Unsupported(type: T.self) }
        return int
    }
}

/// The shapes one model's encoding uses, by coding-key type: a page has a handful of nested model types, each
/// with many objects, so most objects find their shape here without taking ``ShapeCache``'s lock.
private final class Shapes {
    @exclusivity(unchecked) private var known: [(type: ObjectIdentifier, shape: TemplateShape)] = []

    func last(for type: ObjectIdentifier) -> TemplateShape {
        for entry in known where entry.type == type { return entry.shape }
        let shape = ShapeCache.shared.last(for: type)
        known.append((type, shape))
        return shape
    }

    func remember(_ shape: TemplateShape, for type: ObjectIdentifier) {
        if let index = known.firstIndex(where: { $0.type == type }) { known[index].shape = shape } else { known.append((type, shape)) }
        ShapeCache.shared.remember(shape, for: type)
    }
}

/// The last shape made for each coding-key type, shared by the threads that encode pages: every object of a
/// model after the first reuses it.
private final class ShapeCache: @unchecked Sendable {
    static let shared = ShapeCache()
    private let lock = NSLock()
    private var shapes: [ObjectIdentifier: TemplateShape] = [:]

    func last(for type: ObjectIdentifier) -> TemplateShape {
        lock.lock()
        defer { lock.unlock() }
        return shapes[type] ?? .empty
    }

    func remember(_ shape: TemplateShape, for type: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        shapes[type] = shape
    }
}

private struct Unsupported: Error, CustomStringConvertible {
    let type: Any.Type
    var description: String { "\(type) has no template value: format it as text" }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoding: Encoding
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoding.add(key.stringValue, nil) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoding.add(key.stringValue, .string(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoding.add(key.stringValue, .int(value)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoding.add(key.stringValue, .bool(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoding.add(key.stringValue, try encoding.encode(value))
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encode(_ value: Double, forKey key: Key) throws { throw Unsupported(type: Double.self) }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw Unsupported(type: Float.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("Page models encode through their synthesized Encodable conformance")
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("Page models encode through their synthesized Encodable conformance")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("Page models are structs") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("Page models are structs") }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoding: Encoding
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoding.listCount }

    mutating func encodeNil() throws { throw Unsupported(type: Optional<Any>.self) }
    mutating func encode(_ value: String) throws { encoding.append(.string(value)) }
    mutating func encode(_ value: Int) throws { encoding.append(.int(value)) }
    mutating func encode(_ value: Bool) throws { encoding.append(.bool(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let encoded = try encoding.encode(value) else { throw Unsupported(type: T.self) }
        encoding.append(encoded)
    }
    mutating func encode(_ value: Double) throws { throw Unsupported(type: Double.self) }
    mutating func encode(_ value: Float) throws { throw Unsupported(type: Float.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("Page models encode through their synthesized Encodable conformance")
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("Page models encode through their synthesized Encodable conformance")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("Page models are structs") }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoding: Encoding
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoding.result = nil }
    mutating func encode(_ value: String) throws { encoding.result = .string(value) }
    mutating func encode(_ value: Int) throws { encoding.result = .int(value) }
    mutating func encode(_ value: Bool) throws { encoding.result = .bool(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoding.result = try encoding.encode(value) }
    mutating func encode(_ value: Double) throws { throw Unsupported(type: Double.self) }
    mutating func encode(_ value: Float) throws { throw Unsupported(type: Float.self) }
}
