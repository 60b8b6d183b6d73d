import CCmarkGFM
import FitTodayDomain
import Foundation

/// Renders GitHub-flavoured Markdown (tables, strikethrough, autolinks, task lists) to HTML with cmark-gfm.
///
/// Raw HTML in the source is never passed through: without `CMARK_OPT_UNSAFE` cmark-gfm replaces it with a
/// comment and drops `javascript:` links, so library text cannot inject markup into a page.
public struct MarkdownRenderer: Sendable {
    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    // Registering the core extensions mutates a global registry: do it once, before any parser exists.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    public init() {
        _ = Self.registered
    }

    /// What was rendered, by source text: the renderer's options never change, so the same text is the same HTML.
    private static let rendered = ProcessMemo<TextKey, String>(limit: 4096)

    /// The HTML for `markdown`; empty text gives an empty string.
    public func html(_ markdown: String) -> String {
        guard !markdown.isEmpty else { return "" }
        return Self.rendered.value(for: TextKey(markdown)) { Self.render(markdown) }
    }

    private static func render(_ markdown: String) -> String {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        markdown.withCString { pointer in
            cmark_parser_feed(parser, pointer, strlen(pointer))
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
