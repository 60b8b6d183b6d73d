/// The value slots of one object being filled, in the order of its names.
public struct TemplateFields<Key: CodingKey> {
    private let shape: TemplateShape
    private var values: [TemplateValue?] = []

    init(_ names: TemplateNames) {
        shape = names.shape
        values.reserveCapacity(shape.keys.count)
    }

    var finished: TemplateObject {
        // Checked in release builds too: the renderer reads an object's slots through a pointer, without the
        // array's bounds check, so an object must have a slot for every name of its shape.
        precondition(values.count >= shape.keys.count, "\(Key.self): \(shape.keys.count - values.count) names were given no value")
        return TemplateObject(shape: shape, values: values)
    }

    /// Nil: the name is declared and absent this time, as an empty optional encodes.
    @inline(__always)
    private mutating func put(_ key: Key, _ value: TemplateValue?) {
        assert(values.count < shape.keys.count && shape.hasKey(key.stringValue, at: values.count),
               "\(Key.self).\(key.stringValue) filled out of declaration order")
        values.append(value)
    }

    public mutating func add(_ key: Key, _ value: String?) { put(key, value.map { .string($0) }) }
    public mutating func add(_ key: Key, _ value: Int?) { put(key, value.map { .int($0) }) }
    public mutating func add(_ key: Key, _ value: Bool?) { put(key, value.map { .bool($0) }) }
    public mutating func add(_ key: Key, _ value: TemplateValue?) { put(key, value) }
    public mutating func add<Model: TemplateRepresentable>(_ key: Key, _ value: Model?) { put(key, value.map { .object($0.templateObject) }) }
    public mutating func add<Model: TemplateRepresentable>(_ key: Key, _ list: [Model]) {
        var values: [TemplateValue] = []
        values.reserveCapacity(list.count)
        for model in list { values.append(.object(model.templateObject)) }
        put(key, .list(values))
    }
    public mutating func add(_ key: Key, _ list: [String]) { put(key, .list(list.map { .string($0) })) }
    /// Any other model, through ``TemplateEncoder``.
    public mutating func add<Model: Encodable>(_ key: Key, encoding value: Model?) { put(key, value.map { TemplateEncoder.value($0) }) }
}
