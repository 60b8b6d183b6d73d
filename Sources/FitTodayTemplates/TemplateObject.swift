/// Named values: the context of a page and of every object inside it.
public struct TemplateObject: Sendable, Equatable {
    public var fields: [String: TemplateValue]
    /// Fields the model declares but has no value for this time (an optional left empty). They render as
    /// absent fields do; only the strict mode reads them, and they are no part of equality or fingerprints.
    public var absent: [String] = []

    public init() { fields = [:] }
    public init(_ fields: [String: TemplateValue]) { self.fields = fields }

    public subscript(key: String) -> TemplateValue? {
        get { fields[key] }
        set { fields[key] = newValue }
    }
}

extension TemplateObject {
    /// Keys and strings compare by their UTF-8 bytes (see `TemplateValue.==`); a dictionary alone would take
    /// canonically equivalent keys for the same key.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        guard lhs.fields.count == rhs.fields.count else { return false }
        for (key, value) in lhs.fields {
            guard let index = rhs.fields.index(forKey: key) else { return false }
            let (otherKey, otherValue) = rhs.fields[index]
            guard otherKey.utf8.elementsEqual(key.utf8), otherValue == value else { return false }
        }
        return true
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }
}

extension TemplateObject {
    /// Appends bytes that identify this object exactly: see `TemplateValue.appendCanonical(to:)`.
    public func appendCanonical(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "O"))
        TemplateValue.appendCount(fields.count, to: &bytes)
        let keys = fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys {
            TemplateValue.appendCanonical(key, to: &bytes)
            fields[key]!.appendCanonical(to: &bytes)
        }
    }
}
