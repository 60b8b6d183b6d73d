/// The names of a ``TemplateRepresentable`` model: a shape shared by every object of that model.
public struct TemplateNames: Sendable {
    let shape: TemplateShape

    public init<Key: CodingKey & CaseIterable>(_ keys: Key.Type) {
        shape = TemplateShape(keys: keys.allCases.map(\.stringValue))
        precondition(shape.keys.count == keys.allCases.count, "\(Key.self) names a field twice")
    }
}
