@testable import FitTodayTemplates

/// Renders one template (named "main") with its partials through both engines.
enum BothEngines {
    static func render(_ template: String, _ context: TemplateObject = [:], partials: [String: String] = [:]) throws
        -> (ours: String, theirs: String) {
        let templates = [("main", template)] + partials.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let ours = try TemplateSet(templates: templates).render("main", context)
        let theirs = try MustacheReference(templates).render("main", context)
        return (String(decoding: ours, as: UTF8.self), String(decoding: theirs, as: UTF8.self))
    }
}
