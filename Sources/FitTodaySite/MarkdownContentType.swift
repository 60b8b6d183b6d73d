import Mustache

/// Escaping for the Markdown pages: `{{x}}` in a template with `{{% CONTENT_TYPE: MARKDOWN}}`.
///
/// A backslash before `\ < > & |` makes any Markdown renderer show the character itself, so database text
/// can neither open HTML nor break a table cell, while the page stays readable as plain text. Line breaks
/// are kept, because instructions are Markdown themselves.
struct MarkdownContentType: MustacheContentType {
    static let name = "MARKDOWN"

    func escapeText(_ text: String) -> String {
        guard text.contains(where: { "\\<>&|".contains($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.count + 8)
        for character in text {
            switch character {
            case "\\", "<", ">", "&", "|": result.append("\\"); result.append(character)
            default: result.append(character)
            }
        }
        return result
    }
}
