@testable import FitTodayTemplates

/// A spec-style example: a template, its data and partials, and what it must render.
struct SpecCase: Sendable, CustomStringConvertible {
    let name: String
    let template: String
    let data: TemplateObject
    let partials: [String: String]
    let expected: String

    init(_ name: String, _ template: String, _ data: TemplateObject = [:], partials: [String: String] = [:], _ expected: String) {
        self.name = name
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = expected
    }

    init(_ name: String, _ template: String, partials: [String: String] = [:], _ expected: String) {
        self.init(name, template, [:], partials: partials, expected)
    }

    var description: String { name }
}
