import FitTodayTemplates

/// Turns a page's model into its bytes: the page's templates over its model, the site's layer (words, title,
/// assets) and the page's own layer (its place, kind and title). Pure: it reads no file and keeps no state, so the
/// rendering tasks call it on every core at once, and the same model always gives the same bytes.
struct PageBytesRenderer: Sendable {
    let templates: SiteTemplates
    /// ``SiteLayer``'s template values, made once.
    let siteLayer: TemplateObject
    let baseURL: String?

    func render(_ model: TemplateObject, kind: PageKind, path: String, title: String) -> RenderedPage {
        let layers = [model, siteLayer, TemplateEncoder.object(PageLayer(path: path, kind: kind, title: title, baseURL: baseURL))]
        var unknown: [String] = []
        let html = templates.render(kind.rawValue + ".html", layers: layers, unknownNames: &unknown)
        let markdown = templates.render(kind.rawValue + ".md", layers: layers, unknownNames: &unknown)
        return RenderedPage(html: html, markdown: markdown, unknownNames: unknown)
    }
}
