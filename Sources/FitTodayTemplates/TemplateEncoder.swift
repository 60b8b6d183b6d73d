/// Turns an `Encodable` model into the values a template sees: each stored property becomes a field named after
/// it, nested models become objects, arrays become lists and an absent optional becomes an absent field.
///
/// Models are typed Swift values, so a misspelled field is a compile error; the names a template may use are the
/// property names. The absent optionals are remembered (see ``TemplateObject/absent``), which is what lets the
/// strict mode tell "declared but empty today" from "no such field".
public enum TemplateEncoder {
    /// The model as a template value; floating-point numbers and other scalar types are not part of the model
    /// vocabulary (format them as text), and encoding one stops with a precondition failure.
    public static func value<Model: Encodable>(_ model: Model) -> TemplateValue {
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
    var result: TemplateValue?
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box = ObjectBox()
        result = nil
        objectBox = box
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box = ListBox()
        listBox = box
        return UnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoding: self) }

    private var objectBox: ObjectBox?
    private var listBox: ListBox?

    /// What was encoded, once `encode(to:)` returned.
    var finished: TemplateValue? {
        if let objectBox { return .object(objectBox.object) }
        if let listBox { return .list(listBox.values) }
        return result
    }

    static func encode<T: Encodable>(_ value: T) throws -> TemplateValue? {
        switch value {
        case let string as String: return .string(string)
        case let int as Int: return .int(int)
        case let bool as Bool: return .bool(bool)
        // Database ids are Int64; any integer that fits an Int is one. Without these cases such a value would
        // encode itself through this same function forever.
        case let integer as any FixedWidthInteger:
            guard let int = Int(exactly: integer) else { throw Unsupported(type: T.self) }
            return .int(int)
        case is Double, is Float: throw Unsupported(type: T.self)
        // Values made once and shared by many pages (the words table) go in as they are.
        case let ready as TemplateValue: return ready
        case let object as TemplateObject: return .object(object)
        default:
            let nested = Encoding()
            try value.encode(to: nested)
            return nested.finished
        }
    }
}

private final class ObjectBox {
    var object = TemplateObject()
}

private final class ListBox {
    var values: [TemplateValue] = []
}

private struct Unsupported: Error, CustomStringConvertible {
    let type: Any.Type
    var description: String { "\(type) has no template value: format it as text" }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ObjectBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { box.object.absent.append(key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { box.object[key.stringValue] = .string(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { box.object[key.stringValue] = .int(value) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { box.object[key.stringValue] = .bool(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard let encoded = try Encoding.encode(value) else { return box.object.absent.append(key.stringValue) }
        box.object[key.stringValue] = encoded
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
    let box: ListBox
    var codingPath: [any CodingKey] { [] }
    var count: Int { box.values.count }

    mutating func encodeNil() throws { throw Unsupported(type: Optional<Any>.self) }
    mutating func encode(_ value: String) throws { box.values.append(.string(value)) }
    mutating func encode(_ value: Int) throws { box.values.append(.int(value)) }
    mutating func encode(_ value: Bool) throws { box.values.append(.bool(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let encoded = try Encoding.encode(value) else { throw Unsupported(type: T.self) }
        box.values.append(encoded)
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
    mutating func encode<T: Encodable>(_ value: T) throws { encoding.result = try Encoding.encode(value) }
    mutating func encode(_ value: Double) throws { throw Unsupported(type: Double.self) }
    mutating func encode(_ value: Float) throws { throw Unsupported(type: Float.self) }
}
