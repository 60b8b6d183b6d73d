import FitTodayTemplates
import Foundation
import FuzzSupport

/// A user's template override, as a page beside the built-in layout and a partial, and as the layout itself. A
/// syntax error names the template and a line inside it; a template that compiles renders, twice the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = Fuzz.text(start, count)
    let layout = "<html><title>{{title}}</title>{{$content}}default{{/content}}{{>card}}</html>"
    let card = "{{#items}}<li>{{name}}: {{{html}}} {{count}}</li>{{/items}}{{^items}}none{{/items}}"
    for templates in [
        [("layout", layout), ("card", card), ("page", text)],
        [("layout", text), ("card", card), ("page", "{{<layout}}{{$content}}{{title}}{{/content}}{{/layout}}")],
    ] {
        let set: TemplateSet
        do {
            set = try TemplateSet(templates: templates)
        } catch {
            Fuzz.check(templates.contains { $0.0 == error.template }, "an error in \(error.template), no template of the set")
            // Lines as swift-mustache counts them, which the parser follows: every `Character.isNewline` (a form feed too).
            let errorLines = templates.first { $0.0 == error.template }.map { $0.1.reduce(1) { $1.isNewline ? $0 + 1 : $0 } } ?? 0
            Fuzz.check(error.line >= 1 && error.line <= errorLines, "an error at line \(error.line) of \(errorLines) in \(error.template): \(error.kind)")
            continue
        }
        let first = set.render("page", layers: [context])
        Fuzz.check(set.render("page", layers: [context]) == first, "the same template rendered two ways")
        _ = set.renderStrict("page", layers: [context])
    }
    return 0
}

/// Values of every kind, text with characters HTML escapes.
let context: TemplateObject = [
    "title": "Treino <A> & \"B\"",
    "count": 3,
    "flag": true,
    "html": "<b>x</b>",
    "items": .list([
        .object(["name": "Supino", "html": "<i>1</i>", "count": 1]),
        .object(["name": "Agachamento 'livre'", "html": "", "count": 0, "items": .list([])]),
    ]),
    "nested": .object(["deeper": .object(["value": "fundo"])]),
    "empty": .list([]),
]
