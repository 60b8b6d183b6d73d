/// A model that fills its template object itself, one slot per name, instead of going through `Encodable`'s
/// containers: the models of the pages there are thousands of, where that machinery cost more than the rendering.
///
/// The names are the cases of `TemplateKey`, which is also the model's `CodingKeys`, so the template sees the same
/// names whichever way the model is turned into values; ``fillTemplate(_:)`` gives a value for every case, in
/// declaration order (a debug build checks it). ``TemplateEncoder/codableObject(_:)`` is the reference a test
/// compares every such model with.
public protocol TemplateRepresentable: Encodable {
    associatedtype TemplateKey: CodingKey & CaseIterable
    /// `TemplateNames(TemplateKey.self)`, made once per model type.
    static var templateNames: TemplateNames { get }
    func fillTemplate(_ fields: inout TemplateFields<TemplateKey>)
}

extension TemplateRepresentable {
    /// The model's template object, filled directly.
    public var templateObject: TemplateObject {
        var fields = TemplateFields<TemplateKey>(Self.templateNames)
        fillTemplate(&fields)
        return fields.finished
    }
}
