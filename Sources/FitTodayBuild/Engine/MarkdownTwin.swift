/// Every page is written twice: its HTML and, beside it, its Markdown twin, which the planner checks for as it checks
/// the page (a page without its twin is rendered again).
public enum MarkdownTwin {
    /// `index.md` beside `index.html`.
    public static func path(of htmlPath: String) -> String {
        htmlPath.hasSuffix(".html") ? String(htmlPath.dropLast(5)) + ".md" : htmlPath + ".md"
    }
}
