import Foundation
import Mustache
@testable import FitTodayTemplates

/// swift-mustache 2.1.1, the engine being replaced, rendering the same templates from a `[String: Any]` context.
struct MustacheReference: Sendable {
    let library: MustacheLibrary

    init(_ templates: [(name: String, text: String)]) throws {
        Self.registerMarkdown
        var library = MustacheLibrary()
        for template in templates {
            try library.register(template.text, named: template.name)
        }
        self.library = library
    }

    /// The site's 23 templates.
    static let site: MustacheReference = try! MustacheReference(TemplateFiles.all)

    /// `{{% CONTENT_TYPE: MARKDOWN}}` as the site registers it, once per process.
    private static let registerMarkdown: Void = MustacheContentTypes.register(MarkdownEscaping(), named: "MARKDOWN")

    func render(_ name: String, _ context: TemplateObject) -> [UInt8] {
        Array((library.render(Self.any(context), withTemplate: name) ?? "").utf8)
    }

    /// The context as the site builds it today: absent keys are simply not there.
    static func any(_ object: TemplateObject) -> [String: Any] {
        object.fields.mapValues(any)
    }

    static func any(_ value: TemplateValue) -> Any {
        switch value {
        case .string(let string): string
        case .int(let int): int
        case .bool(let bool): bool
        case .list(let list): list.map(any)
        case .object(let object): any(object)
        }
    }
}
